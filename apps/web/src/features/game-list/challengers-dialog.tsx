import type { GameListItem } from '@hanpan/core';
import { Link } from '@tanstack/react-router';
import { Avatar } from '@/ui/avatar';
import { Dialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { ratingText, recordText } from '@/features/games';
import { ChallengersIcon } from '@/ui/icons/challengers-icon';

/** Spec §8 empty states. */
export const NO_CHALLENGERS = '도전자가 없습니다.';

/** The challengers of one game (spec §2 "challenger list dialog"): avatar, nickname, record. */
export function ChallengersDialog({ game, onClose }: { game: GameListItem | null; onClose: () => void }) {
  const challengers = game?.challengers ?? [];
  return (
    <Dialog
      open={game !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`도전자 ${challengers.length}명`}
      description={game ? game.rule.ruleTitle : undefined}
      data-testid="challengers-dialog"
    >
      {challengers.length === 0 ? (
        <EmptyState className="py-6" icon={<ChallengersIcon size={30} />} title={NO_CHALLENGERS} />
      ) : (
        <ul aria-label="도전자" className="flex flex-col pb-2">
          {challengers.map((challenger) => (
            <li key={challenger.userId}>
              <Link
                to="/profile/$userId"
                params={{ userId: String(challenger.userId) }}
                // WARNING: replace takes the dialog's own history entry (ui/use-back-closes.ts).
                replace
                className="focus-ring -mx-2 flex min-h-14 items-center gap-3 rounded-lg px-2 py-2 hover:bg-fill"
              >
                <Avatar src={challenger.applicantProfileUrl} name={challenger.applicantNickname} size={40} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-body font-semibold text-ink">
                    {challenger.applicantNickname}
                  </span>
                  <span className="text-label text-ink-subtle">
                    {recordText(challenger.applicantGameStatisticsDTO)} · 레이팅{' '}
                    {ratingText(challenger.applicantGameStatisticsDTO.ruleRating)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
