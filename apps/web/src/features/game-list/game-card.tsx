import type { GameListItem } from '@hanpan/core';
import { RuleCategoryPicture } from '@/features/rules/rule-category-picture';
import { cn } from '@/lib/cn';
import { Avatar } from '@/ui/avatar';
import { InfoIcon, MapPinIcon } from '@/ui/icons';
import { Tag } from '@/ui/tag';
import { dateText, placeText, ratingText, recordText } from './game-facts';
import { CalendarIcon, ChallengersIcon } from './game-list-icons';

export interface GameCardProps {
  game: GameListItem;
  selected: boolean;
  isMine: boolean;
  reported: boolean;
  onSelect: (game: GameListItem) => void;
  onRuleInfo: (ruleId: number) => void;
  onChallengers: (game: GameListItem) => void;
}

/**
 * One open game (spec §3 Game (list item)): the rule's picture and title (info → rule detail),
 * the owner with their record and rating for this rule, place, time and challengers. Tapping the
 * card selects it for the bottom action bar; the info and challenger buttons sit above that
 * full-card button, so no button is nested in another.
 */
export function GameCard({
  game,
  selected,
  isMine,
  reported,
  onSelect,
  onRuleInfo,
  onChallengers,
}: GameCardProps) {
  const { rule, ruleStatisticsOfOwner: record } = game;
  const challengerCount = game.challengers.length;
  return (
    <article
      aria-label={rule.ruleTitle}
      data-selected={selected || undefined}
      className={cn(
        'relative rounded-2xl border bg-surface p-4 shadow-card transition-colors',
        selected ? 'border-accent-500 ring-2 ring-accent-100' : 'border-line',
        reported && 'opacity-70',
      )}
    >
      <button
        type="button"
        aria-pressed={selected}
        aria-label={`${rule.ruleTitle} 경기 선택`}
        onClick={() => onSelect(game)}
        className="focus-ring absolute inset-0 rounded-2xl hover:bg-fill/40 active:bg-fill/70"
      />
      <div className="pointer-events-none relative flex items-start gap-3">
        <RuleCategoryPicture minor={rule.minorCategory} major={rule.majorCategory} />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-1.5 text-label text-ink-subtle">
            <span className="min-w-0 truncate">
              {rule.majorCategory} · {rule.minorCategory}
            </span>
            {isMine ? <Tag tone="neutral">내 경기</Tag> : null}
            {game.isAppliedByMe ? <Tag tone="accent">신청함</Tag> : null}
            {reported ? <Tag tone="danger">신고함</Tag> : null}
          </span>
          <span className="flex items-start gap-0.5">
            <span className="line-clamp-2 min-w-0 break-keep text-body font-semibold text-ink wrap-anywhere">
              {rule.ruleTitle}
            </span>
            <button
              type="button"
              aria-label={`${rule.ruleTitle} 규칙 정보`}
              onClick={() => onRuleInfo(rule.id)}
              className="focus-ring pointer-events-auto -my-2.5 -mr-2 inline-flex size-touch shrink-0 items-center justify-center rounded-full text-ink-subtle hover:bg-fill"
            >
              <InfoIcon size={18} />
            </button>
          </span>
        </div>
      </div>

      <div className="pointer-events-none relative mt-3 flex items-center gap-2.5">
        <Avatar src={game.ownerProfileUrl} name={game.ownerNickname} size={32} />
        <div className="flex min-w-0 flex-col">
          <span className="truncate text-body-sm font-semibold text-ink">{game.ownerNickname}</span>
          <span className="text-caption text-ink-subtle">
            {recordText(record)} · 레이팅 {ratingText(record.ruleRating)}
          </span>
        </div>
      </div>

      <dl className="pointer-events-none relative mt-3 flex flex-col gap-1 text-body-sm text-ink-muted">
        <div className="flex items-start gap-1.5">
          <dt className="sr-only">장소</dt>
          <MapPinIcon size={16} className="mt-0.5 shrink-0 text-ink-subtle" />
          <dd className="min-w-0 break-keep wrap-anywhere">{placeText(game.matchLocation)}</dd>
        </div>
        <div className="flex items-start gap-1.5">
          <dt className="sr-only">시간</dt>
          <CalendarIcon size={16} className="mt-0.5 shrink-0 text-ink-subtle" />
          <dd>{dateText(game.matchDate)}</dd>
        </div>
      </dl>

      <div className="pointer-events-none relative mt-2 flex justify-end">
        <button
          type="button"
          onClick={() => onChallengers(game)}
          aria-label={`도전자 ${challengerCount}명 보기`}
          className="focus-ring pointer-events-auto -mb-1 -mr-1 inline-flex min-h-touch items-center gap-1.5 rounded-full px-3 text-label font-semibold text-accent-700 hover:bg-accent-50"
        >
          <ChallengersIcon size={16} />
          도전자 {challengerCount}명
        </button>
      </div>
    </article>
  );
}
