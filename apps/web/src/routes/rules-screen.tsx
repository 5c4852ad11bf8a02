import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { readRulesSearch, RulesBrowser, writeRulesSearch, type RulesSearch } from '@/features/rules';
import { ScreenBody } from '@/ui/safe-area';

/** Rules (/rules, spec §2): the address's steps, search and sort, read and written here. */
export function RulesScreen() {
  const search = readRulesSearch(useSearch({ from: '/app/rules' }));
  const navigate = useNavigate({ from: '/rules' });
  const go = useCallback(
    (change: Partial<RulesSearch>, replace = false) =>
      void navigate({
        search: (previous) => writeRulesSearch({ ...readRulesSearch(previous), ...change }),
        replace,
      }),
    [navigate],
  );
  return (
    <ScreenBody withTabs className="gap-4 pt-3">
      <RulesBrowser search={search} go={go} />
    </ScreenBody>
  );
}
