import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { AppBar, BackButton } from '@/ui/app-bar';
import { Button, buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { AlertIcon, CompassIcon, StopwatchIcon } from '@/ui/icons';
import { InlineAlert } from '@/ui/inline-alert';
import { LoadFailed } from '@/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { showToast } from '@/ui/toast';
import { useSession } from '@/features/auth';
import { saveStoryImage, STORY_SAVE_MESSAGES } from './save-story-image';
import { loadStoryFonts, loadStoryPicture } from './story-assets';
import { STORY_BACKGROUNDS } from './story-backgrounds';
import { storyContentOf, storyTexts, type StoryContent } from './story-content';
import { drawStory, type StoryPicture } from './story-draw';
import { STORY_SIZE } from './story-layout';
import { useStoryResult } from './story-image.api';

/**
 * The story image maker (/insta?gameId=, spec §2 Share-image maker): for the two players of a
 * completed match, a 1080×1080 picture of it drawn in this browser on one of nine backgrounds,
 * saved to the apps' gallery or downloaded as a PNG. Anyone else meets a not-found state (the
 * result call answers them 404); an unfinished or abandoned match a notice.
 */
export function StoryImageView({ gameId }: { gameId: number }) {
  const result = useStoryResult(gameId);
  const session = useSession();
  const content = useMemo(
    () => (result.data && session.data ? storyContentOf(result.data, session.data.userId) : null),
    [result.data, session.data],
  );
  const code = isApiError(result.error) ? result.error.code : null;
  let body;
  if (code === 'match_result_missing' || code === 'match_still_live') {
    body = (
      <Notice
        icon={<StopwatchIcon size={28} />}
        title="아직 끝나지 않은 경기예요"
        description="경기가 끝나면 스토리 이미지를 만들 수 있어요."
        to="/game"
        label="게임 탭으로 가기"
      />
    );
  } else if (isApiError(result.error) && result.error.status === 404) {
    body = (
      <Notice
        icon={<CompassIcon size={30} />}
        title="경기를 찾을 수 없어요"
        description="경기를 함께한 두 선수만 스토리 이미지를 만들 수 있어요."
        to="/"
        label="홈으로"
      />
    );
  } else if (result.isError) {
    body = (
      <LoadFailed
        title="경기 결과를 불러오지 못했어요"
        error={result.error}
        onRetry={() => void result.refetch()}
      />
    );
  } else if (result.data?.abandoned) {
    body = (
      <Notice
        icon={<AlertIcon size={28} />}
        title="기록 없이 끝난 경기예요"
        description="기록이 남지 않은 경기로는 스토리 이미지를 만들 수 없어요."
        to="/game"
        label="게임 탭으로 가기"
      />
    );
  } else if (content) {
    body = <StoryMaker content={content} />;
  } else {
    body = (
      <SkeletonGroup>
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <Skeleton className="h-12 w-full rounded-xl" />
      </SkeletonGroup>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <AppBar title="스토리 이미지" leading={<BackButton fallback="/profile/0" />} />
      <main id="main" className="flex flex-1 flex-col gap-4 px-4 pb-safe pt-2">
        {body}
      </main>
    </div>
  );
}

function Notice({
  icon,
  title,
  description,
  to,
  label,
}: {
  icon: React.ReactNode;
  title: string;
  description: string;
  to: '/' | '/game';
  label: string;
}) {
  return (
    <EmptyState
      className="flex-1 justify-center"
      icon={icon}
      title={title}
      description={description}
      action={
        <Link to={to} className={buttonClasses({ variant: 'secondary', fullWidth: true })}>
          {label}
        </Link>
      }
    />
  );
}

type DrawState = 'loading' | 'ready' | 'failed';

function StoryMaker({ content }: { content: StoryContent }) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [background, setBackground] = useState(0);
  // undefined while the fonts and the opponent's picture load; null: no picture (the initial draws).
  const [picture, setPicture] = useState<StoryPicture | null | undefined>(undefined);
  const [state, setState] = useState<DrawState>('loading');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void Promise.all([
      loadStoryFonts(storyTexts(content)),
      loadStoryPicture(content.opponent.avatarUrl),
    ]).then(([, loaded]) => {
      if (!cancelled) setPicture(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [content]);

  useEffect(() => {
    if (picture === undefined) return;
    const context = canvas.current?.getContext('2d') ?? null;
    if (!context) {
      setState('failed');
      return;
    }
    drawStory(context, content, background, picture);
    setState('ready');
  }, [content, background, picture]);

  const save = async () => {
    if (!canvas.current) return;
    setSaving(true);
    try {
      showToast(STORY_SAVE_MESSAGES[await saveStoryImage(canvas.current, content.gameId)]);
    } finally {
      setSaving(false);
    }
  };

  const description = [
    content.minorCategory,
    content.ruleTitle,
    content.date,
    content.place,
    `${content.outcome} ${content.mySets} 대 ${content.opponentSets}`,
    `상대 ${content.opponent.nickname}`,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <>
      <div className="relative overflow-hidden rounded-2xl shadow-card">
        <canvas
          ref={canvas}
          width={STORY_SIZE}
          height={STORY_SIZE}
          role="img"
          aria-label={`스토리 이미지 미리보기: ${description}`}
          data-state={state}
          // Whether the opponent's picture loaded (CORS) or their initial stands in for it.
          data-opponent-picture={picture ? 'drawn' : picture === null ? 'initial' : undefined}
          className="block aspect-square w-full"
        />
        {state === 'loading' ? <Skeleton className="absolute inset-0 rounded-none" /> : null}
      </div>
      {state === 'failed' ? <InlineAlert>이 기기에서는 이미지를 그릴 수 없어요.</InlineAlert> : null}

      <fieldset className="flex flex-col gap-2">
        <legend className="pb-2 text-body font-semibold text-ink">배경</legend>
        <div className="grid grid-cols-5 gap-3">
          {STORY_BACKGROUNDS.map((option, index) => (
            <label key={option.name} className="relative flex justify-center">
              <input
                type="radio"
                name="story-background"
                value={index}
                checked={background === index}
                onChange={() => setBackground(index)}
                // Transparent over the whole cell: the tap lands on the radio itself.
                className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
              />
              <span className="sr-only">{`배경 ${index + 1}, ${option.name}`}</span>
              <span
                aria-hidden="true"
                className={cn(
                  'size-12 cursor-pointer rounded-full border border-line ring-offset-2 ring-offset-canvas',
                  'peer-checked:ring-3 peer-checked:ring-accent-500 peer-focus-visible:outline-2 peer-focus-visible:outline-accent-500',
                )}
                style={{ background: `linear-gradient(135deg, ${option.stops[0]}, ${option.stops[1]})` }}
              />
            </label>
          ))}
        </div>
      </fieldset>

      <Button fullWidth size="lg" onClick={() => void save()} disabled={state !== 'ready'} loading={saving}>
        이미지 저장하기
      </Button>
    </>
  );
}
