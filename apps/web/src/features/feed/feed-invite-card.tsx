import type { FeedPost } from '@hanpan/core';
import { useState } from 'react';
import { SHARE_RESULT_MESSAGES, shareLink } from '@/lib/native-bridge';
import { AppLink } from '@/ui/app-link';
import { Button, buttonClasses } from '@/ui/button';
import { UserPlusIcon } from '@/ui/icons';
import { showToast } from '@/ui/toast';
import { ShareIcon } from '@/ui/icons/share-icon';

/**
 * Shares the app itself (the invitation cards): the apps' share sheet, the Web Share API, else the
 * clipboard with the game list's copy messages (spec §8).
 */
export async function shareApp(): Promise<void> {
  const result = await shareLink({
    url: window.location.origin,
    title: '한판',
    text: '내가 만든 규칙으로 겨루는 1:1 경기, 한판에서 같이 해요!',
  });
  if (result === 'copied' || result === 'failed') showToast(SHARE_RESULT_MESSAGES[result]);
}

/**
 * The app-invitation card ('invite' and 'friend-invite' posts: the original client draws both as
 * one card): invite friends to the app, or go and find a game.
 */
export function FeedInviteCard({ post }: { post: FeedPost }) {
  const [sharing, setSharing] = useState(false);
  const friends = post.type === 'friend-invite';
  const share = async () => {
    setSharing(true);
    try {
      await shareApp();
    } finally {
      setSharing(false);
    }
  };
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 bg-accent-500 px-8 text-center text-white">
      <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-white/15">
        <UserPlusIcon size={30} />
      </span>
      <h2 className="text-headline">{friends ? '친구와 함께 한판 해요' : '한판에 친구를 초대해 보세요'}</h2>
      <p className="text-body text-white">
        {post.caption ||
          (friends
            ? '친구가 한판에 오면 친구의 경기가 피드 맨 위에 보여요.'
            : '같이 겨룰 친구가 있으면 경기가 더 재미있어요.')}
      </p>
      <div className="mt-2 flex w-full max-w-72 flex-col gap-2">
        <Button
          variant="secondary"
          fullWidth
          loading={sharing}
          leadingIcon={<ShareIcon size={20} />}
          onClick={() => void share()}
        >
          친구 초대하기
        </Button>
        <AppLink to="/game-list" className={buttonClasses({ variant: 'outline', fullWidth: true })}>
          경기 찾기
        </AppLink>
      </div>
    </div>
  );
}
