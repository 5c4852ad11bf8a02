import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { readLocal, writeLocal } from '@/lib/local-store';
import { FEED_KEYS } from './feed-keys';
import { useFocusReturn } from './use-focus-return';

/** The first-time feed hint was dismissed on this device (spec §2 Feed, §3 local storage). */
export function isFeedHintSeen(): boolean {
  return readLocal(FEED_KEYS.feedHintSeen) !== null;
}

/** The gestures of the feed (spec §2 Feed, §9 swipe), one line each. */
export const FEED_HINT_LINES = [
  { gesture: '위아래로 밀기', text: '다른 경기로 넘어가요', arrows: '↑↓' },
  { gesture: '옆으로 밀기', text: '사진, 경기 정보, 랭킹을 넘겨 봐요', arrows: '←→' },
  { gesture: '두 번 톡톡', text: '좋아요를 눌러요', arrows: '♥' },
  { gesture: '좋아요 길게 누르기', text: '좋아요를 누른 사람을 볼 수 있어요', arrows: '•••' },
] as const;

/**
 * The first-time hint over the feed (spec §2 Feed: tap to dismiss, remembered locally): how to move
 * between 경기 and their pages, like and see the likers. A tap anywhere, 확인했어요 or Escape
 * dismisses it; it is remembered on the device and `onDone` runs. A modal dialog: focus moves to
 * 확인했어요 and returns where it was when it closes.
 */
export function FeedHint({ onDone }: { onDone: () => void }) {
  const doneRef = useRef(false);
  const restoreFocus = useFocusReturn();
  const dismiss = () => {
    // A tap on 확인했어요 is also a tap on the overlay: end once.
    if (doneRef.current) return;
    doneRef.current = true;
    writeLocal(FEED_KEYS.feedHintSeen, '1');
    onDone();
  };
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && dismiss()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-modal="true"
          onCloseAutoFocus={restoreFocus}
          onClick={dismiss}
          className="fixed inset-0 z-50 flex cursor-pointer flex-col items-center justify-center gap-8 bg-ink/80 px-gutter pb-[env(safe-area-inset-bottom)] pt-[env(safe-area-inset-top)] text-center text-white outline-none motion-safe:animate-fade-in"
        >
          <RadixDialog.Title className="text-headline">피드는 이렇게 봐요</RadixDialog.Title>
          <RadixDialog.Description asChild>
            <ul className="flex w-full max-w-[20rem] flex-col gap-5">
              {FEED_HINT_LINES.map((line) => (
                <li key={line.gesture} className="flex items-center gap-4 text-left">
                  <span
                    aria-hidden="true"
                    className="flex size-12 shrink-0 items-center justify-center rounded-full border border-white/60 text-title"
                  >
                    {line.arrows}
                  </span>
                  <span className="flex flex-col">
                    <span className="text-title-sm">{line.gesture}</span>
                    <span className="text-body-sm text-white/85">{line.text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </RadixDialog.Description>
          <button
            type="button"
            className="focus-ring min-h-touch rounded-full border border-white/70 px-6 text-body font-semibold"
          >
            확인했어요
          </button>
          <p className="text-body-sm text-white/85">화면 아무 곳이나 누르면 닫혀요.</p>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
