import type { GameListSort } from '@hanpan/core';
import { shownTextFirst } from '@/lib/accessible-name';
import { cn } from '@/lib/cn';
import { Button, buttonClasses } from '@/ui/button';
import { ChoiceGroup } from '@/ui/choice-group';
import { ChevronDownIcon, MapPinIcon } from '@/ui/icons';
import { TicketIcon } from './game-list-icons';
import { regionLabel, SORT_LABELS, type RegionChoice } from './region-filter';

const SORT_CHOICES = (Object.keys(SORT_LABELS) as GameListSort[]).map((value) => ({
  value,
  label: SORT_LABELS[value],
}));

/** Above the list: the region (opens the filter sheet), the invite-code quick join and the sort. */
export function GameListFilters({
  region,
  sort,
  onOpenRegion,
  onInviteCode,
  onSort,
}: {
  region: RegionChoice;
  sort: GameListSort;
  onOpenRegion: () => void;
  onInviteCode: () => void;
  onSort: (sort: GameListSort) => void;
}) {
  return (
    <div className="flex flex-col gap-3 pb-3 pt-1">
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={shownTextFirst(regionLabel(region), '지역 바꾸기')}
          onClick={onOpenRegion}
          className={cn(buttonClasses({ variant: 'outline', size: 'sm' }), 'min-w-0 flex-1 justify-start')}
        >
          <MapPinIcon size={18} className="shrink-0 text-ink-subtle" />
          <span className="min-w-0 flex-1 truncate text-left">{regionLabel(region)}</span>
          <ChevronDownIcon size={16} className="shrink-0 text-ink-subtle" />
        </button>
        <Button
          variant="secondary"
          size="sm"
          leadingIcon={<TicketIcon size={18} />}
          aria-label="초대 번호로 찾기"
          aria-haspopup="dialog"
          onClick={onInviteCode}
        >
          초대 번호
        </Button>
      </div>
      <ChoiceGroup
        legend="정렬"
        hideLegend
        layout="chips"
        options={SORT_CHOICES}
        value={sort}
        onChange={onSort}
      />
    </div>
  );
}
