import type { GameListItem } from '@hanpan/core';
import { Link } from '@tanstack/react-router';
import { BottomActionBar } from '@/ui/bottom-action-bar';
import { Button } from '@/ui/button';
import { ChatIcon } from '@/ui/icons';
import { showToast } from '@/ui/toast';
import { useApplyToGame, useCancelGameRequest } from '@/features/games';
import { actionBarState, failureText, gameActionMessages } from './game-actions';
import { CommentIcon, DotsIcon } from './game-list-icons';

/**
 * An icon with its word under it: the message and comment icons are both speech bubbles, so each
 * says what it is (issue 16 §24). At least 44×44 px.
 */
const labelledAction =
  'focus-ring inline-flex min-h-touch min-w-touch shrink-0 flex-col items-center justify-center gap-0.5 ' +
  'rounded-lg px-1.5 py-1 text-caption font-medium text-ink-muted hover:bg-fill active:bg-fill-strong';

/**
 * The bottom action bar for the selected game (spec §2 Game list): apply or cancel, message the
 * owner, comments and the more menu (report, share). My own game offers only comments and more.
 */
export function GameActionBar({
  game,
  myUserId,
  onComments,
  onMore,
}: {
  game: GameListItem;
  myUserId: number | null;
  /** Opens the comments (the list's bottom sheet). */
  onComments: () => void;
  onMore: () => void;
}) {
  const state = actionBarState(game, myUserId);
  const apply = useApplyToGame();
  const cancel = useCancelGameRequest();
  const busy = apply.isPending || cancel.isPending;

  const onApply = () =>
    apply.mutate(game.id, {
      onSuccess: () => showToast(gameActionMessages.applied, { action: { to: '/game' } }),
      onError: (error) => showToast(failureText(error, gameActionMessages.applyFailed)),
    });
  const onCancel = () =>
    cancel.mutate(game.id, {
      onSuccess: () => showToast(gameActionMessages.cancelled),
      onError: (error) => showToast(failureText(error, gameActionMessages.cancelFailed)),
    });

  return (
    <BottomActionBar className="flex flex-col gap-2 border-line shadow-sheet">
      <p className="truncate text-label text-ink-subtle">
        <span className="sr-only">선택한 경기: </span>
        {game.rule.ruleTitle} · {game.ownerNickname}
      </p>
      <div role="toolbar" aria-label="선택한 경기" className="flex items-center gap-1">
        {state.message ? (
          <Link
            to="/chat/$targetUserId"
            params={{ targetUserId: String(game.ownerId) }}
            aria-label={`메시지 보내기 (${game.ownerNickname})`}
            className={labelledAction}
          >
            <ChatIcon size={22} />
            <span>메시지</span>
          </Link>
        ) : null}
        <button type="button" aria-haspopup="dialog" onClick={onComments} className={labelledAction}>
          <CommentIcon size={22} />
          <span>댓글</span>
        </button>
        <button type="button" aria-haspopup="dialog" onClick={onMore} className={labelledAction}>
          <DotsIcon size={22} />
          <span>더 보기</span>
        </button>
        {state.apply === 'apply' ? (
          <Button className="ml-1 flex-1" loading={busy} onClick={onApply}>
            신청하기
          </Button>
        ) : state.apply === 'cancel' ? (
          <Button className="ml-1 flex-1" variant="outline" loading={busy} onClick={onCancel}>
            신청 취소
          </Button>
        ) : (
          <p className="ml-1 flex-1 text-right text-body-sm text-ink-subtle">내가 만든 경기예요</p>
        )}
      </div>
    </BottomActionBar>
  );
}
