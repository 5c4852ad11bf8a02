import { useEffect, useRef, type ReactNode } from 'react';
import { BottomActionBar } from '@/ui/bottom-action-bar';
import { InlineAlert } from '@/ui/inline-alert';

/**
 * One step of the game wizard: a title screen readers start at (focused on arrival), helper text,
 * the step's content, and its buttons pinned to the bottom with a refusal above them.
 */
export function StepLayout({
  title,
  description,
  children,
  actions,
  error,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
  /** A refusal or failure, read out at once (role=alert); `errorAction` is its retry. */
  error?: { message: string; action?: ReactNode } | null;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus({ preventScroll: true }), []);
  return (
    <div className="flex flex-1 flex-col">
      <div className="flex-1 pb-6 pt-7">
        <h1 ref={titleRef} tabIndex={-1} className="text-headline text-ink outline-none">
          {title}
        </h1>
        {description ? <div className="mt-2 text-body text-ink-muted">{description}</div> : null}
        {children ? <div className="mt-7 flex flex-col gap-5">{children}</div> : null}
      </div>
      <BottomActionBar className="flex flex-col gap-2">
        {error ? <InlineAlert action={error.action}>{error.message}</InlineAlert> : null}
        {actions}
      </BottomActionBar>
    </div>
  );
}
