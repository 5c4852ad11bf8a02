import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { readLocal, writeLocal } from '@/lib/local-store';
import { Button } from '@/ui/button';
import { MapPinIcon, PencilIcon, StopwatchIcon, TrophyIcon } from '@/ui/icons';
import { FEED_KEYS } from './feed-keys';
import { useFocusReturn } from './use-focus-return';

/** The 4-slide onboarding was finished or skipped on this device (spec §2 Feed, §3 local storage). */
export function isAppOnboardingDone(): boolean {
  return readLocal(FEED_KEYS.appOnboardingDone) !== null;
}

function rememberAppOnboardingDone(): void {
  writeLocal(FEED_KEYS.appOnboardingDone, '1');
}

interface Slide {
  title: string;
  text: string;
  icon: ReactNode;
}

/** What 한판 is, in the order a player meets it (spec §1): rules, a 경기 nearby, live play, results. */
export const APP_ONBOARDING_SLIDES: readonly Slide[] = [
  {
    title: '나만의 규칙을 만들어요',
    text: '탁구, 팔씨름, 암산까지 무엇이든 좋아요. 점수와 세트, 시간을 정해 우리만의 경기 규칙을 만들어요.',
    icon: <PencilIcon size={44} />,
  },
  {
    title: '가까운 경기를 찾아요',
    text: '내 동네에 열린 경기를 찾아 신청하거나, 경기를 만들고 상대를 기다려요.',
    icon: <MapPinIcon size={44} />,
  },
  {
    title: '두 폰으로 함께 점수를 매겨요',
    text: '경기가 시작되면 두 사람의 폰에서 점수가 실시간으로 함께 올라가요.',
    icon: <StopwatchIcon size={44} />,
  },
  {
    title: '결과는 피드와 랭킹에',
    text: '경기가 끝나면 결과와 사진이 피드에 올라가고, 규칙마다 랭킹이 매겨져요.',
    icon: <TrophyIcon size={44} />,
  },
];

/** A horizontal swipe longer than this (px) turns the slide. */
const SWIPE_PX = 48;

/**
 * The 4-slide onboarding shown once on / (spec §2 Feed): 다음 turns the slide, 시작하기 on the last
 * one and 건너뛰기 (or Escape) end it; either way it is remembered on the device and `onDone` runs.
 * A modal dialog: focus moves in (to 다음) and returns where it was when it closes. Slides also
 * turn with a horizontal swipe; the slide animation stops under prefers-reduced-motion.
 */
export function AppOnboarding({ onDone }: { onDone: () => void }) {
  const [index, setIndex] = useState(0);
  const [turned, setTurned] = useState(false);
  const nextRef = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const restoreFocus = useFocusReturn();
  const last = index === APP_ONBOARDING_SLIDES.length - 1;
  const slide = APP_ONBOARDING_SLIDES[index]!;

  const finish = () => {
    rememberAppOnboardingDone();
    onDone();
  };
  const goTo = (next: number) => {
    setIndex(Math.max(0, Math.min(APP_ONBOARDING_SLIDES.length - 1, next)));
    setTurned(true);
  };

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && finish()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-modal="true"
          aria-describedby="app-onboarding-slide"
          onCloseAutoFocus={restoreFocus}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            nextRef.current?.focus();
          }}
          onPointerDown={(event) => {
            swipeStart.current = { x: event.clientX, y: event.clientY };
          }}
          onPointerUp={(event) => {
            const start = swipeStart.current;
            swipeStart.current = null;
            if (!start) return;
            const dx = event.clientX - start.x;
            if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
            goTo(index + (dx < 0 ? 1 : -1));
          }}
          className="fixed inset-0 z-50 flex flex-col bg-surface pb-[max(env(safe-area-inset-bottom),1.25rem)] pt-[env(safe-area-inset-top)] outline-none"
        >
          <RadixDialog.Title className="sr-only">한판 소개</RadixDialog.Title>
          {/* Focus stays on 다음 while the slides turn: the new slide is read from here. */}
          <p className="sr-only" aria-live="polite">
            {turned
              ? `${APP_ONBOARDING_SLIDES.length}장 중 ${index + 1}번째: ${slide.title}. ${slide.text}`
              : ''}
          </p>
          <div className="flex justify-end px-2 pt-2">
            <Button variant="ghost" size="sm" onClick={finish}>
              건너뛰기
            </Button>
          </div>
          <div className="relative min-h-0 flex-1 overflow-hidden">
            <div
              className="flex h-full motion-safe:transition-transform motion-safe:duration-300 motion-safe:ease-out"
              style={{ transform: `translateX(-${index * 100}%)` }}
            >
              {APP_ONBOARDING_SLIDES.map((each, slideIndex) => (
                <section
                  key={each.title}
                  aria-hidden={slideIndex !== index}
                  // WARNING: slides off screen stay out of the tab order and the accessibility tree.
                  inert={slideIndex !== index}
                  className="flex h-full w-full shrink-0 flex-col items-center justify-center gap-5 px-gutter text-center"
                >
                  <div className="flex size-24 items-center justify-center rounded-full bg-accent-50 text-accent-600">
                    {each.icon}
                  </div>
                  <div
                    id={slideIndex === index ? 'app-onboarding-slide' : undefined}
                    className="flex flex-col gap-2"
                  >
                    <h3 className="text-headline text-ink">{each.title}</h3>
                    <p className="text-body text-ink-muted">{each.text}</p>
                  </div>
                </section>
              ))}
            </div>
          </div>
          <div className="flex flex-col items-center gap-5 px-gutter pt-4">
            <div className="flex gap-2" aria-hidden="true">
              {APP_ONBOARDING_SLIDES.map((each, dot) => (
                <span
                  key={each.title}
                  className={cn(
                    'h-2 rounded-full motion-safe:transition-all',
                    dot === index ? 'w-5 bg-accent-500' : 'w-2 bg-fill-strong',
                  )}
                />
              ))}
            </div>
            <Button ref={nextRef} size="lg" fullWidth onClick={last ? finish : () => goTo(index + 1)}>
              {last ? '시작하기' : '다음'}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
