import { challengeMessages, type ChallengeStatusWithUser } from '@hanpan/core';
import { useRouter } from '@tanstack/react-router';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { showToast } from '@/ui/toast';
import {
  useAcceptChallenge,
  useCancelChallenge,
  useChallengeStatus,
  useRejectChallenge,
} from './challenge.api';

export const CHALLENGE_ANSWER_FAILED = '처리하지 못했어요. 잠시 후 다시 시도해 주세요.';

const ruleName = (status: NonNullable<ChallengeStatusWithUser>) =>
  status.minorCategory ? `${status.ruleTitle} (${status.minorCategory})` : status.ruleTitle;

/**
 * The chat's '나랑도 한 판' banner (spec §2 Chat): a challenge received shows accept and reject,
 * one sent shows cancel, an accepted one leads to its game. Polled every 5 s while visible.
 */
export function ChallengeBanner({
  otherUserId,
  otherNickname,
}: {
  otherUserId: number;
  otherNickname: string;
}) {
  const status = useChallengeStatus(otherUserId);
  const accept = useAcceptChallenge();
  const reject = useRejectChallenge();
  const cancel = useCancelChallenge();
  const router = useRouter();
  const busy = accept.isPending || reject.isPending || cancel.isPending;
  const current = status.data;
  if (!current) return null;

  const failed = (failure: unknown) =>
    showToast(isApiError(failure) && failure.message ? failure.message : CHALLENGE_ANSWER_FAILED);
  const openGame = (gameId: number) => void router.navigate({ href: `/game?id=${gameId}` });
  const received = current.fromUserId === otherUserId;

  if (current.status === 'PENDING' && received) {
    return (
      <Banner text={`${otherNickname}님이 '${ruleName(current)}' 규칙으로 한 판 하자고 해요.`}>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          loading={reject.isPending}
          onClick={() =>
            reject.mutate(otherUserId, {
              onSuccess: () => showToast(challengeMessages.rejected),
              onError: failed,
            })
          }
        >
          거절
        </Button>
        <Button
          size="sm"
          disabled={busy}
          loading={accept.isPending}
          onClick={() =>
            accept.mutate(otherUserId, {
              onSuccess: (gameId) => {
                showToast(challengeMessages.accepted);
                openGame(gameId);
              },
              onError: failed,
            })
          }
        >
          수락
        </Button>
      </Banner>
    );
  }
  if (current.status === 'PENDING') {
    return (
      <Banner
        text={`'${ruleName(current)}' 규칙으로 도전 신청을 보냈어요. ${otherNickname}님의 답을 기다리는 중이에요.`}
      >
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(otherUserId, {
              onSuccess: () => showToast(challengeMessages.cancelled),
              onError: failed,
            })
          }
        >
          신청 취소
        </Button>
      </Banner>
    );
  }
  const live = current.gameStatus === 'SCHEDULED' || current.gameStatus === 'IN_PROGRESS';
  if (current.status === 'ACCEPTED' && current.gameId !== null && live) {
    const gameId = current.gameId;
    return (
      <Banner text={`'${ruleName(current)}' 도전이 성사되었어요. 경기를 준비해 보세요.`}>
        <Button size="sm" onClick={() => openGame(gameId)}>
          경기 보기
        </Button>
      </Banner>
    );
  }
  return null;
}

function Banner({ text, children }: { text: string; children: React.ReactNode }) {
  return (
    <section
      aria-label="나랑도 한 판 도전"
      aria-live="polite"
      className="flex items-center gap-3 border-b border-line bg-accent-50 px-gutter py-2.5"
    >
      <p className="min-w-0 flex-1 text-body-sm text-ink">{text}</p>
      <div className="flex shrink-0 gap-2">{children}</div>
    </section>
  );
}
