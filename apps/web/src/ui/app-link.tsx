import { useRouter, useRouterState } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path, also one whose screen is not built yet (it then shows the not-found page). */
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A plain anchor that navigates inside the SPA. Use the router's typed <Link> for registered
 * routes; this one is for shell links (tabs, header) whose targets arrive in later work.
 */
export function AppLink({ to, replace, onClick, target, ...props }: AppLinkProps) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || target) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href: to, replace });
  };
  return <a href={to} target={target} onClick={handleClick} {...props} />;
}

export function useCurrentPath(): string {
  return useRouterState({ select: (state) => state.location.pathname });
}
