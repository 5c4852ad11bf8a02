import type { UseQueryResult } from '@tanstack/react-query';
import { ChoiceGroup, type Choice } from '@/ui/choice-group';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { LoadFailed } from '@/ui/load-failed';

// Chips of varied width read as a list of names while it loads.
const CHIP_WIDTHS = ['w-16', 'w-20', 'w-14', 'w-24', 'w-18', 'w-16', 'w-22', 'w-14'];

/**
 * Chips loaded from the server (sports, categories), with their loading and failed states. `fixed`
 * choices come first and are there even while the list loads or failed (e.g. '직접 만들기').
 */
export function ChoiceList({
  legend,
  query,
  value,
  onChange,
  fixed = [],
  error,
  failedText,
}: {
  legend: string;
  query: Pick<UseQueryResult<string[]>, 'data' | 'isPending' | 'isError' | 'error' | 'refetch'>;
  value: string | null;
  onChange: (value: string) => void;
  fixed?: Choice<string>[];
  error?: string;
  failedText: string;
}) {
  const options = [...fixed, ...(query.data ?? []).map((name) => ({ value: name, label: name }))];
  return (
    <div className="flex flex-col gap-3">
      {options.length > 0 ? (
        <ChoiceGroup
          legend={legend}
          layout="chips"
          options={options}
          value={value}
          error={error}
          onChange={onChange}
        />
      ) : null}
      {query.isPending ? (
        <SkeletonGroup label={`${legend} 불러오는 중`}>
          <div className="flex flex-wrap gap-2">
            {CHIP_WIDTHS.map((width, index) => (
              <Skeleton key={index} className={`h-11 rounded-full ${width}`} />
            ))}
          </div>
        </SkeletonGroup>
      ) : null}
      {query.isError ? (
        <LoadFailed inline title={failedText} error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
    </div>
  );
}
