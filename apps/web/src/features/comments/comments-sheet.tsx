import { BottomSheet } from '@/ui/bottom-sheet';
import { CommentsPanel } from './comments-panel';

/**
 * The game list's comment sheet (spec §2 Game list: comment bottom sheet): the same panel as
 * /games/{id}/comments inside a bottom sheet. Mount it from the list's action bar.
 */
export function CommentsSheet({
  gameId,
  open,
  onOpenChange,
}: {
  gameId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title="댓글" data-testid="comments-sheet">
      {open ? <CommentsPanel gameId={gameId} className="-mx-gutter -mb-6 h-[70dvh]" /> : null}
    </BottomSheet>
  );
}
