import { bioCounterTone, countChars, type CounterTone } from '@hanpan/core';
import { cn } from '@/lib/cn';

const toneClasses: Record<CounterTone, string> = {
  normal: 'text-ink-subtle',
  // orange-700: an orange that still reads at AA contrast on white
  warning: 'text-orange-700',
  danger: 'text-danger',
};

/**
 * '42/100' next to a field label. Red past the limit; bio and affiliation pass
 * tone={bioCounterTone(length)} for orange above 75 and red above 90 (spec §5).
 */
export function CharCounter({ length, max, tone }: { length: number; max: number; tone?: CounterTone }) {
  const shown = length > max ? 'danger' : (tone ?? 'normal');
  return (
    <span className={cn('text-caption font-semibold tabular-nums', toneClasses[shown])}>
      <span aria-hidden="true">
        {length}/{max}
      </span>
      <span className="sr-only">
        {max}자 중 {length}자 입력
      </span>
    </span>
  );
}

/** Counter for bio and affiliation: characters as people count them, orange > 75, red > 90. */
export function BioCounter({ text, max }: { text: string; max: number }) {
  const length = countChars(text.trim());
  return <CharCounter length={length} max={max} tone={bioCounterTone(length)} />;
}
