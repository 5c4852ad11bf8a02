import type { MyGame } from '@hanpan/core';
import { seoulParts } from '@hanpan/core/time';
import { useEffect, useMemo, useState } from 'react';
import { afterOverlayCloses } from '@/ui/after-overlay-closes';
import { PlaceNotFoundDialog, PlaceSetupDialog, type PlaceSetup } from '@/features/places';
import { isApiError } from '@/lib/api-client';
import { compressImage } from '@/lib/image-compress';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FileButton } from '@/ui/file-button';
import { CameraIcon, MapPinIcon, StopwatchIcon } from '@/ui/icons';
import { InlineAlert } from '@/ui/inline-alert';
import { earlyStartQuestion } from './early-start';
import { startWindow } from './game-card-model';
import { gameScreenMessages, serverMessageOr, startFailureMessage } from './game-messages';
import { useSetGameRegion, useStartGame } from './games.api';

/** The start photo is shrunk like other photos before upload; the server re-encodes it anyway. */
const START_PHOTO_COMPRESSION = { maxDimension: 1600, quality: 0.85 } as const;

type Stage = 'confirm-place' | 'setup-place' | 'pre-start' | 'photo' | 'between';

/**
 * The owner's start (spec §2 dialogs, §4 Start flow): confirm the place (or set one: required),
 * the pre-start confirmation with the time window and 바로 시작하기 (saying how early, when the
 * scheduled time is still far off), then the start photo (경기 시작 인증샷, required) and
 * POST /api/games/{id}/start. Mount it with key={game.id}.
 */
export function StartFlow({
  game,
  onClose,
  onStarted,
}: {
  game: MyGame;
  onClose: () => void;
  onStarted: (gameId: number) => void;
}) {
  const [stage, setStage] = useState<Stage>(game.matchLocation ? 'confirm-place' : 'setup-place');
  const [place, setPlace] = useState<string | null>(game.matchLocation);
  const [notFound, setNotFound] = useState(false);
  const setRegion = useSetGameRegion();
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [earlyQuestion] = useState(() => earlyStartQuestion(game.matchDate, new Date()));

  // One dialog at a time: the next opens once the closed one's history entry is gone.
  const moveTo = (next: Stage) => {
    setStage('between');
    afterOverlayCloses(() => setStage(next));
  };

  const savePlace = (setup: PlaceSetup) => {
    setPlaceError(null);
    setRegion.mutate(
      { gameId: game.id, ...setup },
      {
        onSuccess: () => {
          setPlace([setup.roadAddress, setup.detailAddress].filter(Boolean).join(' '));
          moveTo('pre-start');
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'place_not_found') setNotFound(true);
          else setPlaceError(serverMessageOr(error, gameScreenMessages.placeFailed));
        },
      },
    );
  };

  const stepOpen = stage === 'confirm-place' || stage === 'pre-start' || stage === 'photo';
  return (
    <>
      <Dialog
        open={stepOpen}
        onOpenChange={(next) => !next && onClose()}
        kind={stage === 'photo' ? 'default' : 'alert'}
        title={stageTitle(stage)}
        data-testid="start-flow"
        description={
          stage === 'confirm-place' ? (
            '이 장소에서 경기를 시작할까요?'
          ) : stage === 'pre-start' && earlyQuestion ? (
            <span className="font-semibold text-ink">{earlyQuestion}</span>
          ) : undefined
        }
        footer={
          stage === 'confirm-place' ? (
            <div className="flex w-full flex-col gap-2">
              <Button fullWidth onClick={() => setStage('pre-start')} autoFocus>
                이 장소로 계속
              </Button>
              <Button variant="secondary" fullWidth onClick={() => moveTo('setup-place')}>
                장소 변경
              </Button>
              <Button variant="ghost" fullWidth onClick={onClose}>
                취소
              </Button>
            </div>
          ) : stage === 'pre-start' ? (
            <>
              <Button variant="outline" fullWidth onClick={onClose}>
                취소
              </Button>
              <Button fullWidth onClick={() => setStage('photo')} autoFocus>
                바로 시작하기
              </Button>
            </>
          ) : undefined
        }
      >
        {stage === 'confirm-place' ? (
          <PlaceLine place={place} />
        ) : stage === 'pre-start' ? (
          <PreStart game={game} place={place} />
        ) : stage === 'photo' ? (
          <StartPhoto game={game} onCancel={onClose} onStarted={onStarted} />
        ) : null}
      </Dialog>
      <PlaceSetupDialog
        open={stage === 'setup-place'}
        onClose={onClose}
        onConfirm={savePlace}
        pending={setRegion.isPending}
        error={placeError}
      />
      <PlaceNotFoundDialog open={notFound} onClose={() => setNotFound(false)} />
    </>
  );
}

function stageTitle(stage: Stage): string {
  if (stage === 'confirm-place') return '경기 장소 확인';
  if (stage === 'photo') return '경기 시작 인증샷';
  return '경기를 시작할까요?';
}

function PlaceLine({ place }: { place: string | null }) {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-fill px-3.5 py-3 text-body-sm font-medium text-ink">
      <MapPinIcon size={18} className="mt-0.5 shrink-0 text-accent-500" />
      <span className="min-w-0 break-words">{place || '장소 미정'}</span>
    </p>
  );
}

function clock(date: Date): string {
  const { hour, minute } = seoulParts(date);
  const period = hour < 12 ? '오전' : '오후';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${period} ${hour12}:${String(minute).padStart(2, '0')}`;
}

function durationText(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes}분`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}시간` : `${hours}시간 ${rest}분`;
}

/** Spec §2: the pre-start confirmation shows the time window; 바로 시작하기 shows it to the opponent. */
function PreStart({ game, place }: { game: MyGame; place: string | null }) {
  const [now] = useState(() => new Date());
  const span = startWindow(game.rule.duration, now);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start gap-2 rounded-xl bg-accent-50 px-3.5 py-3 text-body-sm text-accent-800">
        <StopwatchIcon size={18} className="mt-0.5 shrink-0" />
        {span ? (
          <p>
            <span className="block font-semibold">
              {clock(span.from)} ~ {clock(span.to)}
            </span>
            <span>제한 시간 {durationText(game.rule.duration)} 동안 경기해요.</span>
          </p>
        ) : (
          <p>
            <span className="block font-semibold">{clock(now)}부터</span>
            <span>시간 제한 없이 경기해요.</span>
          </p>
        )}
      </div>
      <PlaceLine place={place} />
      <p className="text-body-sm text-ink-muted">
        바로 시작하면 {game.opponentNickname ?? '상대'}님에게도 경기가 시작된 것으로 보여요. 다음 단계에서
        인증샷을 찍어 주세요.
      </p>
    </div>
  );
}

/** 경기 시작 인증샷: a photo is required (it opens the game's feed post). */
function StartPhoto({
  game,
  onCancel,
  onStarted,
}: {
  game: MyGame;
  onCancel: () => void;
  onStarted: (gameId: number) => void;
}) {
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const start = useStartGame();

  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const begin = async () => {
    if (!photo) return;
    setError(null);
    setPreparing(true);
    const upload = await compressImage(photo, START_PHOTO_COMPRESSION).finally(() => setPreparing(false));
    start.mutate(
      { gameId: game.id, photo: upload },
      {
        onSuccess: () => onStarted(game.id),
        onError: (failure) => setError(startFailureMessage(failure)),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4 pb-1">
      <p className="text-body-sm text-ink-muted">
        두 사람이 함께 나오도록 찍어 주세요. 이 사진은 경기 기록과 피드에 올라가요.
      </p>
      {preview ? (
        <img
          src={preview}
          alt="찍은 인증샷 미리보기"
          className="aspect-[4/3] w-full rounded-xl bg-fill object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-fill-strong bg-fill text-ink-subtle"
        >
          <CameraIcon size={36} />
          <span className="text-body-sm">아직 사진이 없어요</span>
        </div>
      )}
      <FileButton
        label={photo ? '다시 찍기' : '사진 찍기'}
        accept="image/*"
        capture="environment"
        fullWidth
        variant={photo ? 'outline' : 'secondary'}
        onFile={(file) => {
          setError(null);
          setPhoto(file);
        }}
      >
        <CameraIcon size={20} />
        <span>{photo ? '다시 찍기' : '사진 찍기'}</span>
      </FileButton>
      {error ? <InlineAlert>{error}</InlineAlert> : null}
      <div className="flex gap-2 pt-1">
        <Button variant="outline" fullWidth onClick={onCancel}>
          취소
        </Button>
        <Button
          fullWidth
          disabled={!photo}
          loading={preparing || start.isPending}
          onClick={() => void begin()}
        >
          경기 시작
        </Button>
      </div>
    </div>
  );
}
