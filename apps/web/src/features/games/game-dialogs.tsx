import type { MyGame } from '@hanpan/core';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Dialog } from '@/ui/dialog';
import { TrashIcon } from '@/ui/icons';
import { ChallengersIcon } from '@/ui/icons/challengers-icon';
import { showToast } from '@/ui/toast';
import { deleteFailureMessage, gameScreenMessages, serverMessageOr } from './game-messages';
import { useDeleteGame, useOpenGame } from './games.api';

/** Spec §2: the delete confirm, quoted as the spec words it; it cannot be undone. */
export const DELETE_CONFIRM_TITLE = '정말로 이 경기를 삭제하시겠습니까?';

/**
 * Delete confirm (spec §2, §8): on failure 403 '내가 만든 경기만 삭제할 수 있어요', 404 '존재하지 않는
 * 경기예요', otherwise '삭제에 실패했어요'.
 */
export function DeleteGameDialog({ game, onClose }: { game: MyGame | null; onClose: () => void }) {
  const remove = useDeleteGame();
  return (
    <ConfirmDialog
      open={game !== null}
      onOpenChange={(next) => !next && onClose()}
      title={DELETE_CONFIRM_TITLE}
      description="삭제한 경기는 되돌릴 수 없어요. 도전자들의 신청도 함께 사라져요."
      confirmLabel="삭제"
      danger
      busy={remove.isPending}
      onConfirm={() =>
        game &&
        remove.mutate(game.id, {
          onSuccess: () => {
            onClose();
            showToast(gameScreenMessages.deleted);
          },
          onError: (error) => {
            onClose();
            showToast(deleteFailureMessage(error));
          },
        })
      }
    />
  );
}

/**
 * A friend turned the invitation down (issue 11 item 1): the owner opens the game to everyone
 * (POST /api/games/{id}/open) or deletes it (through the delete confirm).
 */
export function DeclinedInvitationDialog({
  game,
  onClose,
  onDelete,
}: {
  game: MyGame | null;
  onClose: () => void;
  onDelete: (game: MyGame) => void;
}) {
  const open = useOpenGame();
  return (
    <Dialog
      open={game !== null}
      onOpenChange={(next) => !next && onClose()}
      title="친구가 초대를 거절했어요"
      description="이 경기를 어떻게 할까요?"
      footer={
        <Button variant="ghost" fullWidth onClick={onClose}>
          나중에 정하기
        </Button>
      }
    >
      <div className="flex flex-col gap-2">
        <Button
          fullWidth
          leadingIcon={<ChallengersIcon size={20} />}
          loading={open.isPending}
          onClick={() =>
            game &&
            open.mutate(game.id, {
              onSuccess: () => {
                onClose();
                showToast(gameScreenMessages.opened);
              },
              onError: (error) => showToast(serverMessageOr(error, gameScreenMessages.openFailed)),
            })
          }
        >
          모두에게 공개하기
        </Button>
        <p className="px-1 pb-2 text-label text-ink-subtle">
          누구나 도전할 수 있는 경기가 돼요. 도전자 중 한 명을 골라 경기해요.
        </p>
        <Button
          variant="outline"
          fullWidth
          className="text-danger"
          leadingIcon={<TrashIcon size={20} />}
          disabled={open.isPending}
          onClick={() => game && onDelete(game)}
        >
          경기 삭제하기
        </Button>
      </div>
    </Dialog>
  );
}
