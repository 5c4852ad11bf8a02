import { countChars, type CounterTone } from '@hanpan/core';
import { CharCounter } from '@/ui/char-counter';

/** Orange above 75 % of the limit and red above 90 %, as the bio counter (spec §5) at its 100. */
export function counterTone(length: number, max: number): CounterTone {
  if (length > max * 0.9) return 'danger';
  if (length > max * 0.75) return 'warning';
  return 'normal';
}

/** 'n/max' for a rule text, counted as the server counts it (trimmed, characters as people see them). */
export function RuleTextCounter({ text, max }: { text: string; max: number }) {
  const length = countChars(text.trim());
  return <CharCounter length={length} max={max} tone={counterTone(length, max)} />;
}
