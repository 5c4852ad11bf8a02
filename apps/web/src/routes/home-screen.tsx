import { useSession } from '@/features/auth';
import { EmptyState } from '@/ui/empty-state';
import { TrophyIcon } from '@/ui/icons';
import { ScreenBody } from '@/ui/safe-area';
import { Skeleton } from '@/ui/skeleton';

/**
 * The feed (/ and /feed, one screen). Until games exist it shows the spec's empty feed state; its
 * button to the game list arrives with that screen.
 */
export function HomeScreen() {
  const session = useSession();
  const nickname = session.data?.nickname;

  return (
    <ScreenBody withTabs>
      <h1 className="sr-only">피드</h1>
      <section aria-label="환영 인사" className="mt-2 rounded-2xl bg-accent-500 px-5 py-6 text-white">
        {session.isPending ? (
          <Skeleton className="h-7 w-40 bg-white/30" />
        ) : (
          <p className="text-headline">{nickname ? `${nickname}님, 반가워요` : '한판에 오신 걸 환영해요'}</p>
        )}
        <p className="mt-2 text-body-sm text-white">
          내가 만든 규칙으로 겨루는 1:1 경기. 경기가 끝나면 결과가 이 피드에 올라와요.
        </p>
      </section>
      <EmptyState
        className="flex-1 justify-center"
        icon={<TrophyIcon size={30} />}
        title="아직 경기가 없어요"
        description="새로운 경기 소식이 생기면 가장 먼저 이곳에 보여드릴게요."
      />
    </ScreenBody>
  );
}
