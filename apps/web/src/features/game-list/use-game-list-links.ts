import { GAME_COMMENTS_QUERY } from '@hanpan/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { afterOverlayCloses } from '@/ui/after-overlay-closes';
import type { InviteDialogStart } from './game-invite-dialog';

/**
 * A game id from the address: `?gameId=` (invite links: that game's summary opens over the list)
 * or `?commentId=` (comment notifications, as the original client reads it: that game's comments).
 */
function linkedGameIdOf(value: unknown): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * What /game-list opens from its address: every new `?gameId=` opens that game's summary (also one
 * arriving while the list is open), every new `?commentId=` that game's comments; closing either
 * drops the query once the overlay's own history entry is gone (ui/use-back-closes.ts).
 */
export function useGameListLinks() {
  const search = useSearch({ strict: false }) as { gameId?: unknown; [GAME_COMMENTS_QUERY]?: unknown };
  const navigate = useNavigate();

  const linkedGameId = linkedGameIdOf(search.gameId);
  const [invite, setInvite] = useState<InviteDialogStart>(null);
  const [openedLink, setOpenedLink] = useState<number | null>(null);
  if (linkedGameId !== openedLink) {
    setOpenedLink(linkedGameId);
    if (linkedGameId) setInvite({ kind: 'game', gameId: linkedGameId });
  }
  const closeInvite = useCallback(() => {
    setInvite(null);
    if (linkedGameId)
      afterOverlayCloses(() => void navigate({ to: '/game-list', search: {}, replace: true }));
  }, [linkedGameId, navigate]);

  // The game whose comments the sheet shows: kept after closing, so the sheet can animate out.
  const [commentsGameId, setCommentsGameId] = useState<number | null>(null);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const commentsLinkId = linkedGameIdOf(search[GAME_COMMENTS_QUERY]);
  const [openedCommentsLink, setOpenedCommentsLink] = useState<number | null>(null);
  if (commentsLinkId !== openedCommentsLink) {
    setOpenedCommentsLink(commentsLinkId);
    if (commentsLinkId) {
      setCommentsGameId(commentsLinkId);
      setCommentsOpen(true);
    }
  }
  const changeCommentsOpen = useCallback(
    (open: boolean) => {
      setCommentsOpen(open);
      if (!open && commentsLinkId)
        afterOverlayCloses(() => void navigate({ to: '/game-list', search: {}, replace: true }));
    },
    [commentsLinkId, navigate],
  );
  const openComments = useCallback((gameId: number) => {
    setCommentsGameId(gameId);
    setCommentsOpen(true);
  }, []);

  return {
    invite,
    openInviteCode: () => setInvite({ kind: 'code' }),
    closeInvite,
    comments: {
      gameId: commentsGameId,
      open: commentsOpen,
      onOpenChange: changeCommentsOpen,
      show: openComments,
    },
  };
}
