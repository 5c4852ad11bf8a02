import type { GamePlayer } from '@hanpan/core';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { Avatar } from '@/ui/avatar';
import { MinusIcon, PlusIcon } from './match-icons';

/** One player's side of the scoreboard: who, set wins, points, and + / −. */
export function PlayerPanel({
  player,
  isMe,
  score,
  setWins,
  canPlus,
  canMinus,
  onPlus,
  onMinus,
}: {
  player: GamePlayer;
  isMe: boolean;
  score: number;
  setWins: number;
  canPlus: boolean;
  canMinus: boolean;
  onPlus: () => void;
  onMinus: () => void;
}) {
  const nameId = useId();
  return (
    <section
      aria-labelledby={nameId}
      className={cn(
        'flex min-w-0 flex-1 flex-col items-center gap-2 rounded-2xl px-2 pb-3 pt-4 shadow-card',
        isMe ? 'bg-accent-50' : 'bg-surface',
      )}
    >
      <Avatar src={player.profileUrl} name={player.nickname} size={56} eager />
      <h2 id={nameId} className="w-full truncate text-center text-title-sm text-ink">
        {player.nickname}
        {isMe ? <span className="sr-only"> (나)</span> : null}
      </h2>
      <p className="rounded-full bg-fill px-2.5 py-0.5 text-label font-semibold text-ink-muted">
        세트 <span data-testid="set-wins">{setWins}</span>승
      </p>
      <p
        data-testid="score"
        aria-live="polite"
        className="py-1 text-[4.5rem] font-extrabold leading-none tabular-nums text-ink"
      >
        {score}
      </p>
      <div className="flex w-full items-center gap-2">
        <button
          type="button"
          aria-label={`${player.nickname} 1점 빼기`}
          disabled={!canMinus}
          onClick={onMinus}
          className="focus-ring flex size-12 shrink-0 items-center justify-center rounded-xl border border-line bg-surface text-ink active:scale-95 disabled:text-ink-disabled"
        >
          <MinusIcon size={22} />
        </button>
        <button
          type="button"
          aria-label={`${player.nickname} 1점 더하기`}
          disabled={!canPlus}
          onClick={onPlus}
          className="focus-ring flex h-12 min-w-0 flex-1 items-center justify-center rounded-xl bg-accent-500 text-white active:scale-95 disabled:bg-accent-200"
        >
          <PlusIcon size={26} />
        </button>
      </div>
    </section>
  );
}
