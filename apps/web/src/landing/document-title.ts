import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

export const APP_NAME = '한판';
export const NOT_FOUND_TITLE = '페이지를 찾을 수 없어요';

/** '설정' → '설정 · 한판'; no screen name (the home feed) → '한판'. */
export function documentTitle(screen?: string): string {
  return screen ? `${screen} · ${APP_NAME}` : APP_NAME;
}

/**
 * The one place the document title is set: from the deepest matched route's `staticData.title`
 * (router.tsx), or the not-found title when nothing matched. Tabs, history and screen readers then
 * name the screen.
 */
export function useRouteDocumentTitle(): void {
  const title = useRouterState({
    select: (state) =>
      state.matches.some(
        // `_notFound` marks the match that shows the not-found page for an unmatched path
        // (router-core 1.170); `status` a notFound() thrown by a route.
        (match) => match.status === 'notFound' || (match as { _notFound?: boolean })._notFound === true,
      )
        ? NOT_FOUND_TITLE
        : state.matches.at(-1)?.staticData.title,
  });
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
