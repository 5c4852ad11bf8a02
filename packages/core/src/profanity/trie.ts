/**
 * A character trie of the word list, built once at module load so a check never compiles anything.
 * `byInitial` lets a lone consonant stand for any syllable it starts (ㅅ → 시, 새…).
 */
export interface TrieNode<T> {
  next: Map<string, TrieNode<T>>;
  byInitial: Map<string, TrieNode<T>[]> | null;
  /** What ends here (a word can end at a node and also continue: 좆, 좆까). */
  ends: T[] | null;
}

const node = <T>(): TrieNode<T> => ({ next: new Map(), byInitial: null, ends: null });

export function buildTrie<T>(entries: Iterable<[string, T]>): TrieNode<T> {
  const root = node<T>();
  for (const [word, value] of entries) {
    let at = root;
    for (const char of word) {
      let child = at.next.get(char);
      if (!child) {
        child = node<T>();
        at.next.set(char, child);
      }
      at = child;
    }
    (at.ends ??= []).push(value);
  }
  return root;
}

/** Fills `byInitial` on every node from its children that are syllables. */
export function indexInitials<T>(root: TrieNode<T>, initialOf: (char: string) => string | null): void {
  const stack = [root];
  while (stack.length > 0) {
    const at = stack.pop()!;
    for (const [char, child] of at.next) {
      const initial = initialOf(char);
      if (initial !== null) {
        at.byInitial ??= new Map();
        const list = at.byInitial.get(initial);
        if (list) list.push(child);
        else at.byInitial.set(initial, [child]);
      }
      stack.push(child);
    }
  }
}
