import * as RadixDialog from '@radix-ui/react-dialog';
import { AppLink } from '@/ui/app-link';
import { Avatar } from '@/ui/avatar';
import { IconButton } from '@/ui/icon-button';
import { CloseIcon } from '@/ui/icons';
import { PagedList } from '@/ui/paged-list';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { useBackCloses } from '@/ui/use-back-closes';
import { useLikers } from './feed.api';

/** Spec §9: the likers popup is at most 300 px high (`max-h-[300px]`; its list scrolls inside). */

/**
 * Who liked a post (a long press on its like button, spec §2): a small popup above the post, its
 * list paged as it scrolls. A Dialog of its own because ui/dialog.tsx is screen-sized.
 */
export function LikersPopup({ gameId, onClose }: { gameId: number | null; onClose: () => void }) {
  const open = gameId !== null;
  const { onCloseAutoFocus } = useBackCloses(open, onClose);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/30 data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          data-testid="likers-popup"
          className="fixed max-h-[300px] bottom-[calc(var(--spacing-tabbar)+env(safe-area-inset-bottom,0px)+1rem)] left-1/2 z-50 flex w-[calc(100%-2.5rem)] max-w-[22rem] -translate-x-1/2 flex-col rounded-2xl bg-surface shadow-raised outline-none data-[state=open]:animate-pop-in"
        >
          <div className="flex items-center gap-2 pl-4 pr-1">
            <RadixDialog.Title className="flex-1 text-body font-semibold text-ink">좋아요</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton label="닫기" icon={<CloseIcon size={20} />} />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="sr-only">
            이 경기를 좋아한 사람들이에요.
          </RadixDialog.Description>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pb-3">
            {gameId !== null ? <LikerList gameId={gameId} /> : null}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function LikerList({ gameId }: { gameId: number }) {
  const likers = useLikers(gameId, true);
  return (
    <PagedList
      list={likers}
      label="좋아요한 사람"
      loadOnScroll
      inlineError
      errorTitle="좋아요한 사람을 불러오지 못했어요."
      loading={
        <SkeletonGroup label="좋아요한 사람을 불러오는 중">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="mb-2 h-10 w-full" />
          ))}
        </SkeletonGroup>
      }
      empty={<p className="py-4 text-center text-body-sm text-ink-subtle">아직 좋아요가 없어요.</p>}
      listClassName="flex flex-col gap-1"
      renderItem={(liker) => (
        <li key={liker.userId}>
          <AppLink
            to={`/profile/${liker.userId}`}
            className="focus-ring flex min-h-touch items-center gap-3 rounded-lg px-1 hover:bg-fill"
          >
            <Avatar src={liker.profileImageUrl} name={liker.nickname} size={32} />
            <span className="truncate text-body text-ink">{liker.nickname}</span>
          </AppLink>
        </li>
      )}
    />
  );
}
