import { useId, useState } from 'react';
import { PlacePicker } from '@/features/places';
import { Button } from '@/ui/button';
import { Switch } from '@/ui/switch';
import { placeChosen, type CreateGameDraft } from './create-game-draft';
import { StepLayout } from './step-layout';

/**
 * Step 4 (spec §2): search a place in Korea with autocomplete, an optional detail, or '장소 미정'
 * (the game then says 협의 가능). Next needs one of the two.
 */
export function PlaceStep({
  draft,
  update,
  onNext,
}: {
  draft: CreateGameDraft;
  update: (change: Partial<CreateGameDraft>) => void;
  onNext: () => void;
}) {
  const undecidedId = useId();
  const [tried, setTried] = useState(false);
  const ready = placeChosen(draft);
  return (
    <StepLayout
      title="어디서 경기할까요?"
      description="상대가 찾아올 수 있게 장소를 골라 주세요."
      error={tried && !ready ? { message: '장소를 고르거나 장소 미정을 켜 주세요.' } : null}
      actions={
        <Button
          size="lg"
          fullWidth
          aria-disabled={ready ? undefined : true}
          className="aria-disabled:bg-accent-200 aria-disabled:active:scale-100"
          onClick={() => (ready ? onNext() : setTried(true))}
        >
          다음
        </Button>
      }
    >
      <div className="flex items-center justify-between gap-3 rounded-xl bg-fill px-4 py-2">
        <div className="flex flex-col">
          <span id={undecidedId} className="text-body font-semibold text-ink">
            장소 미정
          </span>
          <span className="text-label text-ink-subtle">상대와 이야기해서 정해요 (협의 가능)</span>
        </div>
        <Switch
          checked={draft.placeUndecided}
          onCheckedChange={(placeUndecided) => update({ placeUndecided })}
          labelledBy={undecidedId}
        />
      </div>
      {draft.placeUndecided ? (
        <p className="text-body-sm text-ink-muted">
          경기 목록에는 ‘장소 미정’으로 보여요. 경기를 시작하기 전에 장소를 정하면 돼요.
        </p>
      ) : (
        <PlacePicker
          place={draft.place}
          detail={draft.placeExtra}
          onPlaceChange={(place) => update({ place })}
          onDetailChange={(placeExtra) => update({ placeExtra })}
        />
      )}
    </StepLayout>
  );
}
