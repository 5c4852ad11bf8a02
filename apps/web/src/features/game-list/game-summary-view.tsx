import { formatDuration, formatPoints, type GameSummary } from '@hanpan/core';
import { MannerScoreBadge } from '@/features/profile';
import { RuleCategoryPicture } from '@/features/rules';
import { Avatar } from '@/ui/avatar';
import { MapPinIcon } from '@/ui/icons';
import { dateText, placeText } from '@/features/games';
import { CalendarIcon } from './game-list-icons';

/** A game behind an invite code or link (spec §3 Game summary): rule, owner, manner, place, time. */
export function GameSummaryView({ summary }: { summary: GameSummary }) {
  return (
    <div className="flex flex-col gap-4 pb-2" data-testid="game-summary">
      <div className="flex items-center gap-3">
        <RuleCategoryPicture minor={summary.minorCategory} major={summary.majorCategory} size="lg" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="text-label font-semibold text-ink-subtle">
            {summary.majorCategory} · {summary.minorCategory}
          </p>
          <p className="break-keep text-title-sm text-ink wrap-anywhere">{summary.ruleTitle}</p>
        </div>
      </div>
      {summary.ruleDescription ? (
        <p className="whitespace-pre-line break-words text-body-sm text-ink-muted">
          {summary.ruleDescription}
        </p>
      ) : null}

      <dl className="grid grid-cols-3 gap-2 text-center">
        <Limit label="목표 점수" value={formatPoints(summary.points)} />
        <Limit label="세트" value={`${summary.sets}세트`} />
        <Limit label="제한 시간" value={formatDuration(summary.duration)} />
      </dl>
      <p className="rounded-xl bg-accent-50 px-4 py-2.5 text-body-sm text-ink">
        <span className="font-semibold text-accent-700">승리 방식</span> {summary.winCondition}
      </p>

      <div className="flex items-center gap-3">
        <Avatar src={summary.ownerProfileUrl} name={summary.ownerNickname} size={40} />
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="text-label text-ink-subtle">방장</span>
          <span className="truncate text-body font-semibold text-ink">{summary.ownerNickname}</span>
        </div>
        <MannerScoreBadge score={summary.mannerScore} />
      </div>

      <dl className="flex flex-col gap-1.5 text-body-sm text-ink-muted">
        <div className="flex items-start gap-1.5">
          <dt className="sr-only">장소</dt>
          <MapPinIcon size={16} className="mt-0.5 shrink-0 text-ink-subtle" />
          <dd className="min-w-0 break-keep wrap-anywhere">{placeText(summary.matchLocation)}</dd>
        </div>
        <div className="flex items-start gap-1.5">
          <dt className="sr-only">시간</dt>
          <CalendarIcon size={16} className="mt-0.5 shrink-0 text-ink-subtle" />
          <dd>{dateText(summary.matchDate)}</dd>
        </div>
      </dl>
    </div>
  );
}

function Limit({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-xl bg-fill px-2 py-2.5">
      <dt className="text-caption text-ink-subtle">{label}</dt>
      <dd className="text-body-sm font-semibold text-ink">{value}</dd>
    </div>
  );
}
