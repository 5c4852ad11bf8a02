import { useParams } from '@tanstack/react-router';
import { CommentsPanel } from '@/features/comments';
import { AppBar, BackButton } from '@/ui/app-bar';
import { EmptyState } from '@/ui/empty-state';
import { AlertIcon } from '@/ui/icons';

function parseGameId(param: string): number | null {
  return /^[1-9]\d{0,14}$/.test(param) ? Number(param) : null;
}

/** /games/{gameId}/comments (spec §2): a game's comments and replies with the write box. */
export function GameCommentsScreen() {
  const { gameId } = useParams({ from: '/plain/games/$gameId/comments' });
  const id = parseGameId(gameId);
  return (
    <div className="flex h-dvh flex-col">
      <AppBar leading={<BackButton fallback="/game" />} title="댓글" />
      <main id="main" className="flex min-h-0 flex-1 flex-col">
        {id === null ? (
          <EmptyState
            className="flex-1 justify-center"
            icon={<AlertIcon size={30} />}
            title="존재하지 않는 경기예요."
            description="주소가 잘못되었어요."
          />
        ) : (
          <CommentsPanel key={id} gameId={id} />
        )}
      </main>
    </div>
  );
}
