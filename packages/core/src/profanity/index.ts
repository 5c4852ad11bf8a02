// Placeholder until the profanity module lands (branch `profanity`): same API, tiny list.
const WORDS = ['씨발', '병신', 'fuck'];

/** The first bad word found in the text, as it was written there, or null. */
export function findProfanity(text: string): string | null {
  return WORDS.find((word) => text.includes(word)) ?? null;
}

/** Korean message naming the word. */
export function profanityMessage(word: string): string {
  return `"${word}"은(는) 쓸 수 없는 말이에요.`;
}
