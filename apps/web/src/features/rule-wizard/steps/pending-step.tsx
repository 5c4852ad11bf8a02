import { useEffect, useState } from 'react';
import { Spinner } from '@/ui/spinner';
import { SparklesIcon } from '../sparkles-icon';

const GENERATING_HINTS = [
  '경기 설명을 읽고 있어요',
  '어울리는 카테고리를 찾고 있어요',
  '부르기 좋은 이름을 고르고 있어요',
];

/** Step 15 (create): the spec's loading state while the server names and files the rule. */
export function GeneratingStep() {
  const [hint, setHint] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(
      () => setHint((current) => (current + 1) % GENERATING_HINTS.length),
      900,
    );
    return () => window.clearInterval(timer);
  }, []);

  return (
    <div className="flex flex-1 flex-col items-center justify-center pb-16 text-center">
      <div className="relative flex size-28 items-center justify-center" aria-hidden="true">
        <span className="absolute inset-2 rounded-full bg-accent-100 motion-safe:animate-ping" />
        <span className="relative flex size-28 items-center justify-center rounded-full bg-accent-50 text-accent-500">
          <SparklesIcon size={56} strokeWidth={1.6} className="motion-safe:animate-pulse" />
        </span>
      </div>
      <div role="status" className="mt-9">
        <h1 className="text-headline text-ink">규칙 이름과 카테고리를 정하고 있어요</h1>
        <p className="mt-3 h-6 text-body text-ink-muted" aria-hidden="true">
          {GENERATING_HINTS[hint]}
        </p>
      </div>
      <div className="mt-6 flex gap-1.5" aria-hidden="true">
        {['[animation-delay:0ms]', '[animation-delay:150ms]', '[animation-delay:300ms]'].map((delay) => (
          <span
            key={delay}
            className={`size-2 rounded-full bg-accent-400 motion-safe:animate-bounce ${delay}`}
          />
        ))}
      </div>
    </div>
  );
}

/** Step 15 (edit): the request is on its way. */
export function SubmittingStep() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center pb-16 text-center">
      <Spinner size={44} className="text-accent-500" />
      <h1 role="status" className="mt-7 text-headline text-ink">
        수정 요청을 보내고 있어요
      </h1>
    </div>
  );
}
