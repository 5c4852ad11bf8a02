import { SignInFailure } from './sign-in-failure.ts';

/**
 * One call to a provider with a hard deadline (the whole answer, body included). A refused
 * connection, a reset or the deadline passing all mean "the provider is unreachable", so a
 * sign-in fails within bounded time instead of hanging the user's browser.
 */
export async function callProvider(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<ProviderAnswer> {
  try {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, json: parseJson(text) };
  } catch (error) {
    throw new SignInFailure('provider_unreachable', `${new URL(url).origin} unreachable`, { cause: error });
  }
}

export interface ProviderAnswer {
  status: number;
  /** The parsed body when it was a JSON object, else null. */
  json: Record<string, unknown> | null;
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
