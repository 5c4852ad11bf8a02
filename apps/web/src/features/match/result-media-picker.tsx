import { gameMediaLimits, gameMediaMessages, type GameMedia } from '@hanpan/core';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { compressImage } from '@/lib/image-compress';
import { Button } from '@/ui/button';
import { FileButton } from '@/ui/file-button';
import { IconButton } from '@/ui/icon-button';
import { CheckIcon, ChevronDownIcon, CloseIcon } from '@/ui/icons';
import { InlineAlert } from '@/ui/inline-alert';
import { ProgressBar } from '@/ui/progress-bar';
import { listMatchMedia, VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS } from './match-media';
import { gameMediaFormData, useUploadGameMedia } from './match.api';
import { readVideoDuration } from './video-duration';

/** Photos are shrunk like the start photo before upload; the server re-encodes them again. */
const MATCH_PHOTO_COMPRESSION = { maxDimension: 1280, quality: 0.85 } as const;

export const MEDIA_NOT_SUPPORTED = '사진이나 동영상만 올릴 수 있어요.';
export const MEDIA_UPLOAD_FAILED = '올리지 못했어요. 다시 시도해 주세요.';

type Status = 'ready' | 'uploading' | 'done' | 'failed';

interface Candidate {
  key: string;
  source: 'device' | 'gallery';
  type: 'image' | 'video';
  blob: Blob;
  name: string;
  url: string;
}

interface Chosen extends Candidate {
  status: Status;
}

const label = (item: Pick<Candidate, 'type'>) => (item.type === 'image' ? '사진' : '동영상');

function fileNameOf(item: Pick<Candidate, 'type' | 'blob'>, index: number): string {
  if (item.type === 'image') return `photo-${index + 1}.jpg`;
  return `video-${index + 1}.${item.blob.type.includes('webm') ? 'webm' : item.blob.type.includes('quicktime') ? 'mov' : 'mp4'}`;
}

/**
 * After the match (issue 19 item 1): the player picks up to five of the photos and videos this
 * phone kept during play and from the gallery, puts them in order (numbered, 위로/아래로), and
 * uploads them one by one with progress; a failed item is retried from where it stopped. Photos
 * are compressed in the browser; videos go as recorded (≤ 50 MB, ≤ 120 s, checked here for a
 * quick answer and again by the server).
 */
export function ResultMediaPicker({ gameId, media }: { gameId: number; media: readonly GameMedia[] }) {
  const me = useSession().data?.userId;
  const mine = media.filter((item) => item.userId === me);
  const room = Math.max(0, gameMediaLimits.maxItemsPerPlayer - mine.length);
  const [kept, setKept] = useState<Candidate[]>([]);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState(false);
  const urls = useRef<string[]>([]);
  const { upload, refresh } = useUploadGameMedia(gameId);

  const urlOf = (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    urls.current.push(url);
    return url;
  };

  useEffect(() => {
    const made = urls.current;
    let cancelled = false;
    listMatchMedia(gameId)
      .then((items) => {
        if (cancelled) return;
        setKept(
          items.map((item, index) => ({
            key: `device-${item.id}`,
            source: 'device',
            type: item.type,
            blob: item.data,
            name: `kept-${index + 1}`,
            url: urlOf(item.data),
          })),
        );
      })
      .catch(() => undefined); // no IndexedDB here: nothing was kept on this phone
    return () => {
      cancelled = true;
      for (const url of made) URL.revokeObjectURL(url);
      made.length = 0;
    };
  }, [gameId]);

  const add = (candidate: Candidate) => {
    setNotice(null);
    setFinished(false);
    if (chosen.length >= room) {
      setNotice(gameMediaMessages.tooMany);
      return;
    }
    setChosen((list) => [...list, { ...candidate, status: 'ready' }]);
  };
  const remove = (key: string) => {
    setNotice(null);
    setChosen((list) => list.filter((item) => item.key !== key));
  };
  const move = (index: number, delta: -1 | 1) =>
    setChosen((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + delta, 0, item!);
      return next;
    });

  const pickFromGallery = async (file: File) => {
    setNotice(null);
    const type = file.type.startsWith('video/') ? 'video' : file.type.startsWith('image/') ? 'image' : null;
    if (!type) return setNotice(MEDIA_NOT_SUPPORTED);
    if (type === 'video') {
      if (file.size > VIDEO_MAX_BYTES) return setNotice(gameMediaMessages.videoTooLarge);
      const url = urlOf(file);
      const seconds = await readVideoDuration(url);
      if (seconds !== null && seconds > VIDEO_MAX_SECONDS + 0.5)
        return setNotice(gameMediaMessages.videoTooLong);
      return add({ key: `gallery-${url}`, source: 'gallery', type, blob: file, name: file.name, url });
    }
    const url = urlOf(file);
    add({ key: `gallery-${url}`, source: 'gallery', type, blob: file, name: file.name, url });
  };

  const setStatus = (key: string, status: Status) =>
    setChosen((list) => list.map((item) => (item.key === key ? { ...item, status } : item)));

  const uploadAll = async () => {
    setBusy(true);
    setFailure(null);
    try {
      for (const [index, item] of chosen.entries()) {
        if (item.status === 'done') continue;
        setStatus(item.key, 'uploading');
        try {
          const file =
            item.type === 'image'
              ? await compressImage(
                  new File([item.blob], fileNameOf(item, index), { type: item.blob.type || 'image/jpeg' }),
                  MATCH_PHOTO_COMPRESSION,
                )
              : item.blob;
          await upload(gameMediaFormData({ type: item.type, file, name: fileNameOf(item, index) }));
          setStatus(item.key, 'done');
        } catch (error) {
          setStatus(item.key, 'failed');
          setFailure(isApiError(error) ? error.message : MEDIA_UPLOAD_FAILED);
          return;
        }
      }
      setChosen([]);
      setFinished(true);
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  const doneCount = chosen.filter((item) => item.status === 'done').length;
  const chosenKeys = new Set(chosen.map((item) => item.key));

  return (
    <section aria-labelledby="result-media-title" className="rounded-2xl bg-surface px-4 py-4 shadow-card">
      <h2 id="result-media-title" className="text-title-sm text-ink">
        사진과 동영상 올리기
      </h2>
      <p className="pb-3 text-body-sm text-ink-muted">
        경기마다 {gameMediaLimits.maxItemsPerPlayer}개까지 고른 순서대로 올려요. 동영상은 50MB, 120초까지예요.
        {mine.length > 0 ? ` 이미 ${mine.length}개를 올렸어요.` : ''}
      </p>

      {media.length > 0 ? (
        <ul aria-label="올린 사진과 동영상" className="grid grid-cols-3 gap-2 pb-3">
          {media.map((item) => (
            <li key={item.id} className="aspect-square overflow-hidden rounded-lg bg-fill">
              {item.mediaType === 'IMAGE' ? (
                <img src={item.url} alt={`경기 사진 ${item.order}`} className="size-full object-cover" />
              ) : (
                <video
                  src={item.url}
                  controls
                  playsInline
                  preload="metadata"
                  aria-label={`경기 동영상 ${item.order}`}
                  className="size-full object-cover"
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {room === 0 && chosen.length === 0 ? (
        <InlineAlert tone="info">{gameMediaMessages.tooMany}</InlineAlert>
      ) : (
        <>
          {kept.length > 0 ? (
            <>
              <h3 className="pb-2 text-label font-semibold text-ink">이 기기에 저장한 사진과 동영상</h3>
              <ul aria-label="이 기기에 저장한 사진과 동영상" className="grid grid-cols-3 gap-2 pb-3">
                {kept.map((item, index) => {
                  const selected = chosenKeys.has(item.key);
                  const name = `${label(item)} ${index + 1}`;
                  return (
                    <li key={item.key}>
                      <button
                        type="button"
                        aria-pressed={selected}
                        aria-label={`${name} ${selected ? '선택 해제' : '선택'}`}
                        disabled={busy}
                        onClick={() => (selected ? remove(item.key) : add(item))}
                        className={cn(
                          'focus-ring relative block aspect-square w-full overflow-hidden rounded-lg bg-fill',
                          selected && 'ring-2 ring-accent-500',
                        )}
                      >
                        {item.type === 'image' ? (
                          <img src={item.url} alt="" className="size-full object-cover" />
                        ) : (
                          <video
                            src={item.url}
                            muted
                            playsInline
                            preload="metadata"
                            className="size-full object-cover"
                          />
                        )}
                        {selected ? (
                          <span className="absolute right-1 top-1 rounded-full bg-accent-500 px-1.5 text-label text-white">
                            {chosen.findIndex((c) => c.key === item.key) + 1}
                          </span>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}

          <FileButton
            label="갤러리에서 고르기"
            accept="image/*,video/*"
            onFile={(file) => void pickFromGallery(file)}
            disabled={busy}
            fullWidth
          />

          {notice ? <InlineAlert className="mt-3">{notice}</InlineAlert> : null}

          {chosen.length > 0 ? (
            <>
              <h3 className="pb-2 pt-4 text-label font-semibold text-ink">
                올릴 순서 ({chosen.length}/{room})
              </h3>
              <ol aria-label="올릴 순서" className="flex flex-col divide-y divide-line">
                {chosen.map((item, index) => {
                  const name = `${index + 1}번 ${label(item)}`;
                  return (
                    <li key={item.key} className="flex items-center gap-2 py-2">
                      <span className="w-6 shrink-0 text-center font-semibold tabular-nums text-ink">
                        {index + 1}
                      </span>
                      <span className="size-12 shrink-0 overflow-hidden rounded-md bg-fill">
                        {item.type === 'image' ? (
                          <img src={item.url} alt="" className="size-full object-cover" />
                        ) : (
                          <video
                            src={item.url}
                            muted
                            playsInline
                            preload="metadata"
                            className="size-full object-cover"
                          />
                        )}
                      </span>
                      <span className="min-w-0 flex-1 truncate text-body-sm text-ink">
                        {label(item)} · {item.source === 'device' ? '이 기기' : '갤러리'}
                        <span className="block text-ink-muted">
                          {item.status === 'uploading'
                            ? '올리는 중…'
                            : item.status === 'done'
                              ? '올렸어요'
                              : item.status === 'failed'
                                ? '올리지 못했어요'
                                : ''}
                        </span>
                      </span>
                      {item.status === 'done' ? (
                        <CheckIcon size={20} className="text-accent-500" aria-label={`${name} 올렸어요`} />
                      ) : (
                        <>
                          <IconButton
                            label={`${name} 위로`}
                            icon={<ChevronDownIcon size={20} className="rotate-180" />}
                            disabled={busy || index === 0}
                            onClick={() => move(index, -1)}
                          />
                          <IconButton
                            label={`${name} 아래로`}
                            icon={<ChevronDownIcon size={20} />}
                            disabled={busy || index === chosen.length - 1}
                            onClick={() => move(index, 1)}
                          />
                          <IconButton
                            label={`${name} 빼기`}
                            icon={<CloseIcon size={20} />}
                            disabled={busy}
                            onClick={() => remove(item.key)}
                          />
                        </>
                      )}
                    </li>
                  );
                })}
              </ol>
              {busy || doneCount > 0 ? (
                <ProgressBar
                  className="mt-2"
                  value={doneCount}
                  max={chosen.length}
                  label="올리는 중"
                  valueText={`${chosen.length}개 중 ${doneCount}개 올렸어요`}
                />
              ) : null}
              {failure ? <InlineAlert className="mt-3">{failure}</InlineAlert> : null}
              <Button
                className="mt-3"
                fullWidth
                loading={busy}
                disabled={busy}
                onClick={() => void uploadAll()}
              >
                {failure ? '다시 시도' : `${chosen.length - doneCount}개 올리기`}
              </Button>
            </>
          ) : null}
        </>
      )}
      {finished ? (
        <p role="status" className="pt-3 text-body-sm text-ink-muted">
          사진과 동영상을 올렸어요.
        </p>
      ) : null}
    </section>
  );
}
