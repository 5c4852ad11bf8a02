import { CHAT_MESSAGE_MAX } from '@hanpan/core';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { SendIcon } from './chat-icons';
import { isSendable, lineLength } from './use-chat-room';

/** The counter shows from here on, so a long line is not a surprise at 1000. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 100;
const MAX_HEIGHT_PX = 128;

/**
 * The input row: a text area that grows to five lines, and send, disabled while there is nothing
 * to send (spec §5) or the line is too long. Enter sends on a keyboard with a fine pointer (Shift
 * + Enter is a new line); on phones Enter is a new line and the button sends. Never while the
 * Korean IME is still composing a syllable.
 */
export function Composer({ onSend, disabled }: { onSend: (text: string) => boolean; disabled: boolean }) {
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement | null>(null);
  const counterId = useId();
  const length = lineLength(text);
  const sendable = !disabled && isSendable(text);
  const tooLong = length > CHAT_MESSAGE_MAX;

  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  const submit = () => {
    if (!sendable) return;
    if (onSend(text)) setText('');
    area.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    if (window.matchMedia?.('(pointer: coarse)').matches) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="border-t border-line bg-surface px-3 pb-[calc(env(safe-area-inset-bottom,0px)+0.5rem)] pt-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {length >= COUNTER_FROM ? (
        <p
          id={counterId}
          aria-live="polite"
          className={cn('px-2 pb-1 text-right text-caption', tooLong ? 'text-danger' : 'text-ink-subtle')}
        >
          {tooLong ? `메시지는 ${CHAT_MESSAGE_MAX}자 이하로 입력해 주세요. ` : ''}
          {length}/{CHAT_MESSAGE_MAX}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <textarea
          ref={area}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-label="메시지 입력"
          aria-describedby={length >= COUNTER_FROM ? counterId : undefined}
          aria-invalid={tooLong || undefined}
          placeholder="메시지를 입력해 주세요"
          enterKeyHint="enter"
          className="focus-ring max-h-32 min-h-11 flex-1 resize-none rounded-2xl bg-fill px-4 py-2.5 text-body text-ink placeholder:text-ink-disabled"
        />
        <button
          type="submit"
          disabled={!sendable}
          aria-label="보내기"
          className="focus-ring inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-500 text-white transition-colors hover:bg-accent-600 disabled:bg-fill-strong disabled:text-ink-disabled"
        >
          <SendIcon size={22} />
        </button>
      </div>
    </form>
  );
}
