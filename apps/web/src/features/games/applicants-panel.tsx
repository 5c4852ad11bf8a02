import { winRateOf, type GameApplicant } from '@hanpan/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { MannerScoreBadge } from '@/features/profile';
import { shownTextFirst } from '@/lib/accessible-name';
import { cn } from '@/lib/cn';
import { Avatar } from '@/ui/avatar';
import { Button, buttonClasses } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { TrophyIcon } from '@/ui/icons';
import { InlineAlert } from '@/ui/inline-alert';
import { LoadFailed } from '@/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { Tag } from '@/ui/tag';
import { showToast } from '@/ui/toast';
import { ChallengersIcon } from '@/ui/icons/challengers-icon';
import { canManageApplicants, cardGame, type ManageCard } from './game-card-model';
import { approveFailureMessage, gameScreenMessages, serverMessageOr } from './game-messages';
import { useApprove, useCancelApprove, useRejectApplication } from './games.api';

/** Spec §8 quotes it: the empty challenger list. */
export const NO_CHALLENGERS = '도전자가 없습니다.';

export interface ApplicantsState {
  applicants: GameApplicant[] | undefined;
  isError: boolean;
  error: unknown;
  onRetry: () => void;
}

function recordText(record: { wins: number; draws: number; losses: number }): string {
  return `${record.wins}승 ${record.draws}무 ${record.losses}패`;
}

/**
 * The applicants panel (spec §2): the creator's record, win rate and manner face, then the
 * challengers with record, win rate and profile link. On my own game before the start each
 * challenger has 승인 (disabled while another is approved) or 승인 취소; the champion is yellow.
 */
export function ApplicantsPanel({
  card,
  state,
  onClose,
}: {
  card: ManageCard | null;
  state: ApplicantsState;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={card !== null}
      onOpenChange={(next) => !next && onClose()}
      title="도전자 목록"
      data-testid="applicants-panel"
    >
      {card ? <PanelBody card={card} state={state} /> : null}
    </Dialog>
  );
}

function PanelBody({ card, state }: { card: ManageCard; state: ApplicantsState }) {
  const game = cardGame(card);
  const championId = card.kind === 'mine' ? card.game.championId : null;
  const manage = canManageApplicants(card);
  const applicants = state.applicants;
  const approvedId =
    applicants?.find((applicant) => applicant.approved)?.userId ??
    (card.kind === 'mine' ? card.game.opponentId : null);

  return (
    <div className="flex flex-col gap-5 pb-2">
      <section aria-labelledby="creator-heading" className="flex flex-col gap-2">
        <h3 id="creator-heading" className="text-label font-semibold text-ink-subtle">
          방장
        </h3>
        <div
          className={cn(
            'flex items-center gap-3 rounded-xl p-3',
            championId === game.ownerId ? 'bg-amber-50 ring-1 ring-amber-300' : 'bg-fill',
          )}
        >
          <Avatar src={game.ownerProfileUrl} name={game.ownerNickname} size={48} />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="flex items-center gap-1.5">
              <span className="truncate text-body font-semibold text-ink">{game.ownerNickname}</span>
              {championId === game.ownerId ? <ChampionTag /> : null}
            </p>
            <p className="text-label text-ink-muted">
              {recordText(game.ownerStatistics)} · 승률 {winRateOf(game.ownerStatistics)}%
            </p>
          </div>
          <MannerScoreBadge score={game.ownerStatistics.manner} className="shrink-0" />
        </div>
      </section>

      <section aria-labelledby="challengers-heading" className="flex flex-col gap-2">
        <h3 id="challengers-heading" className="text-label font-semibold text-ink-subtle">
          도전자 {applicants ? `${applicants.length}명` : ''}
        </h3>
        {manage && approvedId !== null ? (
          <InlineAlert tone="info">
            이미 승인한 도전자가 있어요. 승인을 취소하면 다른 도전자를 고를 수 있어요.
          </InlineAlert>
        ) : null}
        {applicants ? (
          applicants.length === 0 ? (
            <EmptyState className="py-6" icon={<ChallengersIcon size={28} />} title={NO_CHALLENGERS} />
          ) : (
            <ul className="flex flex-col gap-2">
              {applicants.map((applicant) => (
                <ApplicantRow
                  key={applicant.userId}
                  gameId={card.id}
                  applicant={applicant}
                  champion={championId === applicant.userId}
                  manage={manage}
                  anotherApproved={approvedId !== null && approvedId !== applicant.userId}
                />
              ))}
            </ul>
          )
        ) : state.isError ? (
          <LoadFailed
            className="py-6"
            title="도전자 목록을 불러오지 못했어요."
            error={state.error}
            onRetry={state.onRetry}
          />
        ) : (
          <SkeletonGroup label="도전자를 불러오는 중">
            <div className="flex flex-col gap-2">
              {[0, 1].map((key) => (
                <Skeleton key={key} className="h-16 rounded-xl" />
              ))}
            </div>
          </SkeletonGroup>
        )}
      </section>
    </div>
  );
}

function ChampionTag() {
  return (
    <span className="inline-flex shrink-0 items-center gap-0.5 rounded-sm bg-amber-100 px-1.5 py-0.5 text-caption font-semibold text-amber-800">
      <TrophyIcon size={13} />
      챔피언
    </span>
  );
}

function ApplicantRow({
  gameId,
  applicant,
  champion,
  manage,
  anotherApproved,
}: {
  gameId: number;
  applicant: GameApplicant;
  champion: boolean;
  manage: boolean;
  anotherApproved: boolean;
}) {
  return (
    <li
      aria-label={`${applicant.applicantNickname}${champion ? ', 챔피언' : ''}`}
      className={cn(
        'flex flex-col gap-3 rounded-xl border p-3',
        champion ? 'border-amber-300 bg-amber-50' : 'border-line bg-surface',
      )}
    >
      <div className="flex items-center gap-3">
        <Link
          to="/profile/$userId"
          params={{ userId: String(applicant.userId) }}
          replace
          aria-label={`${applicant.applicantNickname}님의 프로필`}
          className="focus-ring shrink-0 rounded-full"
        >
          <Avatar src={applicant.applicantProfileUrl} name={applicant.applicantNickname} size={44} />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p className="flex flex-wrap items-center gap-1.5">
            <span className="truncate text-body font-semibold text-ink">{applicant.applicantNickname}</span>
            {champion ? <ChampionTag /> : null}
            {applicant.approved ? <Tag tone="accent">승인됨</Tag> : null}
            {applicant.status === 'REJECTED' ? <Tag tone="danger">거절됨</Tag> : null}
          </p>
          <p className="text-label text-ink-muted">
            {recordText(applicant)} · 승률 {Math.round(applicant.winRate)}%
          </p>
        </div>
        <Link
          to="/profile/$userId"
          params={{ userId: String(applicant.userId) }}
          replace
          className={cn(buttonClasses({ variant: 'ghost', size: 'sm' }), 'shrink-0 px-2')}
        >
          프로필
        </Link>
      </div>
      {manage && applicant.status !== 'REJECTED' ? (
        <ApplicantActions gameId={gameId} applicant={applicant} anotherApproved={anotherApproved} />
      ) : null}
    </li>
  );
}

function ApplicantActions({
  gameId,
  applicant,
  anotherApproved,
}: {
  gameId: number;
  applicant: GameApplicant;
  anotherApproved: boolean;
}) {
  const approve = useApprove();
  const cancelApprove = useCancelApprove();
  const reject = useRejectApplication();
  const [pending, setPending] = useState<'approve' | 'cancel' | 'reject' | null>(null);
  const body = { gameId, userId: applicant.userId };
  const busy = approve.isPending || cancelApprove.isPending || reject.isPending;
  const name = applicant.applicantNickname;

  if (applicant.approved) {
    return (
      <Button
        variant="outline"
        size="sm"
        fullWidth
        aria-label={shownTextFirst('승인 취소', `${name}님`)}
        loading={cancelApprove.isPending}
        onClick={() =>
          cancelApprove.mutate(body, {
            onError: (error) => showToast(serverMessageOr(error, gameScreenMessages.cancelApproveFailed)),
          })
        }
      >
        승인 취소
      </Button>
    );
  }
  return (
    <div className="flex gap-2">
      <Button
        variant="ghost"
        size="sm"
        aria-label={shownTextFirst('거절', `${name}님`)}
        disabled={busy}
        loading={reject.isPending && pending === 'reject'}
        onClick={() => {
          setPending('reject');
          reject.mutate(body, {
            onError: (error) => showToast(serverMessageOr(error, gameScreenMessages.rejectFailed)),
          });
        }}
      >
        거절
      </Button>
      <Button
        size="sm"
        fullWidth
        aria-label={shownTextFirst('승인', `${name}님`)}
        disabled={anotherApproved || busy}
        loading={approve.isPending && pending === 'approve'}
        onClick={() => {
          setPending('approve');
          approve.mutate(body, { onError: (error) => showToast(approveFailureMessage(error)) });
        }}
      >
        승인
      </Button>
    </div>
  );
}
