import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';

/**
 * Spec §2 and §8: a place whose address names no district cannot be used (games are found by
 * region); the player is asked for a more specific place.
 */
export function PlaceNotFoundDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      kind="alert"
      title="장소를 찾을 수 없습니다"
      description="시·군·구까지 나오는 더 구체적인 장소를 골라 주세요. 건물 이름이나 도로명 주소로 찾으면 잘 나와요."
      footer={
        <Button fullWidth onClick={onClose}>
          다시 찾기
        </Button>
      }
    />
  );
}
