import { cn } from '@/lib/cn';
import { Spinner } from '@/ui/spinner';
import { ArrowDownIcon, ArrowUpIcon } from './game-list-icons';
import { isPastThreshold, pullProgress, type PullState } from './pull-to-refresh';

/** The space a pull opens above the list, with an arrow that turns at the threshold. */
export function PullIndicator({ state }: { state: PullState }) {
  const { distance, refreshing } = state;
  const past = isPastThreshold(distance);
  return (
    <div
      aria-hidden={distance === 0 && !refreshing}
      style={{ height: distance }}
      className={cn(
        'flex items-end justify-center overflow-hidden',
        distance === 0 && 'transition-[height] duration-200 ease-out',
      )}
      data-testid="pull-indicator"
    >
      <div
        role="status"
        className="flex items-center gap-2 pb-3 text-label font-semibold text-ink-subtle"
        style={{ opacity: refreshing ? 1 : pullProgress(distance) }}
      >
        {refreshing ? (
          <Spinner size={18} />
        ) : (
          <ArrowDownIcon
            size={18}
            className="transition-transform duration-150"
            style={{ transform: `rotate(${past ? 180 : 0}deg)` }}
          />
        )}
        <span>{refreshing ? '새로 불러오는 중' : past ? '놓으면 새로고침해요' : '당겨서 새로고침'}</span>
      </div>
    </div>
  );
}

/** Back to the top (spec §9: shown once the page scrolled past 120 px). */
export function ScrollToTopButton({ visible, raised }: { visible: boolean; raised: boolean }) {
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="맨 위로"
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
      className={cn(
        'focus-ring fixed right-[max(1rem,calc(50vw-14rem))] z-30 inline-flex size-12 items-center justify-center rounded-full border border-line bg-surface text-ink shadow-raised animate-fade-in hover:bg-fill',
        raised
          ? 'bottom-[calc(env(safe-area-inset-bottom,0px)+8.5rem)]'
          : 'bottom-[calc(env(safe-area-inset-bottom,0px)+1.5rem)]',
      )}
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
