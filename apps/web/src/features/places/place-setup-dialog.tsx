import type { Place } from '@hanpan/core';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { InlineAlert } from '@/ui/inline-alert';
import { detailAddressOf, roadAddressOf } from './place-choice';
import { PlacePicker } from './place-picker';

export interface PlaceSetup {
  /** The normalised road address (what POST /api/games/{id}/set-region takes as roadAddress). */
  roadAddress: string;
  /** The place's name plus the optional detail ('강남구민체육관 2층'). */
  detailAddress: string;
}

/**
 * Spec §2 Match management, place setup: search with autocomplete, optional detail, the chosen
 * place's card with remove, a hint, cancel and proceed (disabled until a place is chosen). The
 * start flow of /game opens it when a game has no place yet. `pending` and `error` are the
 * caller's save (e.g. set-region) in progress and its failure; the choice stays while it retries.
 */
export function PlaceSetupDialog({
  open,
  onClose,
  onConfirm,
  title = '경기 장소 정하기',
  confirmLabel = '이 장소로 진행',
  pending = false,
  error = null,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: (setup: PlaceSetup) => void;
  title?: string;
  confirmLabel?: string;
  pending?: boolean;
  error?: string | null;
}) {
  const [place, setPlace] = useState<Place | null>(null);
  const [detail, setDetail] = useState('');
  // Opened again (the caller closed it after a save): it starts empty.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setPlace(null);
      setDetail('');
    }
  }

  const close = () => {
    setPlace(null);
    setDetail('');
    onClose();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={title}
      description="경기를 시작하려면 어디서 하는지 정해야 해요."
      footer={
        <>
          <Button variant="outline" fullWidth onClick={close}>
            취소
          </Button>
          <Button
            fullWidth
            disabled={!place}
            loading={pending}
            onClick={() =>
              place &&
              onConfirm({ roadAddress: roadAddressOf(place), detailAddress: detailAddressOf(place, detail) })
            }
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4 pb-1">
        <PlacePicker
          place={place}
          detail={detail}
          onPlaceChange={setPlace}
          onDetailChange={setDetail}
          autoFocus
        />
        <p className="text-label text-ink-subtle">
          상대도 이 장소를 보고 찾아와요. 정확한 건물이나 시설을 골라 주세요.
        </p>
        {error ? <InlineAlert>{error}</InlineAlert> : null}
      </div>
    </Dialog>
  );
}
