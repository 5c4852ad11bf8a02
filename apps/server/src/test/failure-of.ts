/** The error a write throws; fails the test when the write succeeds instead. */
export async function failureOf(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (error) {
    return error;
  }
  throw new Error('the write was expected to fail');
}
