import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { TextField } from '@/ui/text-field';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box of /rules. `query` is the search in the address; typing changes it 300 ms after
 * the last key (`onQueryChange`), and an address change from outside (back) puts its text back in
 * the box.
 */
export function RuleSearchField({
  query,
  onQueryChange,
}: {
  query: string;
  onQueryChange: (query: string) => void;
}) {
  const [text, setText] = useState(query);
  // A new object per keystroke: the debounced value changes 300 ms after the last key even when the
  // text ends up as it was before, and never because the address changed.
  const [typed, setTyped] = useState<{ text: string } | null>(null);
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    // The address changed without typing (back, a category step): show its search.
    setShownQuery(query);
    if (query !== text.trim()) {
      setText(query);
      setTyped(null);
    }
  }

  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const latest = useRef({ query, onQueryChange });
  useEffect(() => {
    latest.current = { query, onQueryChange };
  });
  useEffect(() => {
    if (!debounced) return;
    const next = debounced.text.trim();
    if (next !== latest.current.query) latest.current.onQueryChange(next);
  }, [debounced]);

  return (
    <div role="search">
      <TextField
        label="규칙 검색"
        hideLabel
        type="search"
        name="q"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="규칙 이름이나 설명으로 찾기 (초성도 돼요)"
        value={text}
        maxLength={50}
        onChange={(event) => {
          setText(event.target.value);
          setTyped({ text: event.target.value });
        }}
      />
    </div>
  );
}
