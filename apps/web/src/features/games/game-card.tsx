import type { MyGame, MyRequest } from '@hanpan/core';
import { formatMatchDate } from '@hanpan/core/time';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { RuleCategoryPicture } from '@/features/rules/rule-category-picture';
import { shownTextFirst } from '@/lib/accessible-name';
import { cn } from '@/lib/cn';
import { SHARE_RESULT_MESSAGES, shareLink } from '@/lib/native-bridge';
import { Avatar } from '@/ui/avatar';
import { Button, buttonClasses } from '@/ui/button';
import { ChatIcon, MapPinIcon, TrashIcon, UserIcon } from '@/ui/icons';
import { Tag } from '@/ui/tag';
import { showToast } from '@/ui/toast';
import {
  cardGame,
  gameStatusLabel,
  myGameActions,
  sentCardActions,
  sentStatusLabel,
  type CardActions,
  type ManageCard,
} from './game-card-model';
import { CalendarIcon, ChallengersIcon, PlayIcon, RuleInfoIcon, ShareIcon } from './game-icons';
import { gameScreenMessages, serverMessageOr } from './game-messages';
import { createInviteLink, useAnswerInvitation, useCancelRequest } from './games.api';

export interface Me {
  id: number;
  nickname: string;
}

export interface GameCardHandlers {
  onOpenRule: (ruleId: number) => void;
  onOpenApplicants: (card: ManageCard) => void;
  onJoin: (gameId: number) => void;
  onStart: (game: MyGame) => void;
  onDelete: (game: MyGame) => void;
  onChooseAfterDecline: (game: MyGame) => void;
}

/**
 * One card of /game (spec §2 Match management, §3 Game card): the rule (tap for its detail), the
 * status in words and colour, both players with VS, place and time, then what the player can do
 * with it now (game-card-model.ts decides).
 */
export function GameCard({
  card,
  me,
  highlighted = false,
  ref,
  ...handlers
}: GameCardHandlers & { card: ManageCard; me: Me | null; highlighted?: boolean; ref?: Ref<HTMLElement> }) {
  const titleId = useId();
  const kindId = useId();
  const game = cardGame(card);
  const status = card.kind === 'sent' ? sentStatusLabel(card.request) : gameStatusLabel(card.game.status);
  const actions = card.kind === 'sent' ? sentCardActions(card.request) : myGameActions(card.game);

  return (
    <article
      ref={ref}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-game-id={card.id}
      data-highlighted={highlighted || undefined}
      className={cn(
        'flex scroll-mt-24 flex-col gap-4 rounded-2xl border bg-surface p-4 shadow-card outline-none transition-[box-shadow,border-color,background-color] duration-500',
        highlighted ? 'border-accent-400 bg-accent-50/50 ring-2 ring-accent-300' : 'border-line',
      )}
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          onClick={() => handlers.onOpenRule(game.rule.id)}
          // WCAG 2.5.3: named by its title (the shown label); the line above it is read as the description.
          aria-label={`${game.rule.ruleTitle} 규칙 정보 보기`}
          aria-describedby={kindId}
          className="focus-ring -m-1 flex min-w-0 flex-1 items-start gap-3 rounded-xl p-1 text-left transition-colors hover:bg-fill/60 active:bg-fill"
        >
          <RuleCategoryPicture minor={game.rule.minorCategory} major={game.rule.majorCategory} />
          <span className="flex min-w-0 flex-1 flex-col gap-0.5">
            <span id={kindId} aria-hidden="true" className="truncate text-label text-ink-subtle">
              {kindLabel(card)} · {game.rule.majorCategory} &gt; {game.rule.minorCategory}
            </span>
            <span className="flex items-start gap-1">
              <span id={titleId} className="line-clamp-2 break-words text-body font-semibold text-ink">
                {game.rule.ruleTitle}
              </span>
              <RuleInfoIcon size={18} className="mt-0.5 shrink-0 text-ink-subtle" />
            </span>
          </span>
        </button>
        <Tag tone={status.tone} className="mt-0.5 shrink-0">
          <span className="sr-only">상태: </span>
          {status.label}
        </Tag>
      </div>

      <Players card={card} me={me} />

      <dl className="flex flex-col gap-1.5 text-body-sm text-ink-muted">
        <div className="flex items-start gap-2">
          <dt className="mt-0.5 shrink-0">
            <MapPinIcon size={18} className="text-ink-subtle" />
            <span className="sr-only">장소</span>
          </dt>
          <dd className="min-w-0 break-words">{game.matchLocation || '장소 미정'}</dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="mt-0.5 shrink-0">
            <CalendarIcon size={18} className="text-ink-subtle" />
            <span className="sr-only">경기 시간</span>
          </dt>
          <dd className="min-w-0">{formatMatchDate(game.matchDate)}</dd>
        </div>
      </dl>

      {card.kind === 'mine' && card.game.hiddenByAdmin ? <HiddenNotice game={card.game} /> : null}
      {card.kind === 'mine' && card.game.inviteCode && !card.game.hiddenByAdmin ? (
        <InviteCode code={card.game.inviteCode} />
      ) : null}
      <CardNote card={card} />
      <CardActionsRow card={card} actions={actions} handlers={handlers} />
    </article>
  );
}

function kindLabel(card: ManageCard): string {
  if (card.kind === 'sent') return '보낸 신청';
  if (card.game.invitation === 'PENDING' && !card.game.isOwner) return '받은 초대';
  return card.game.isOwner ? '내 경기' : '참가 경기';
}

interface Player {
  id: number;
  nickname: string;
  profileUrl: string | null;
}

function playersOf(card: ManageCard, me: Me | null): { owner: Player; opponent: Player | null } {
  const game: MyGame | MyRequest = cardGame(card);
  const owner = { id: game.ownerId, nickname: game.ownerNickname, profileUrl: game.ownerProfileUrl };
  if (card.kind === 'mine') {
    const { opponentId, opponentNickname, opponentProfileUrl } = card.game;
    return {
      owner,
      opponent:
        opponentId !== null
          ? { id: opponentId, nickname: opponentNickname ?? '상대', profileUrl: opponentProfileUrl }
          : null,
    };
  }
  // A sent request: once approved, I am the opponent.
  return { owner, opponent: card.request.status === 'APPROVED' && me ? { ...me, profileUrl: null } : null };
}

function Players({ card, me }: { card: ManageCard; me: Me | null }) {
  const { owner, opponent } = playersOf(card, me);
  return (
    <div className="flex items-center gap-2 rounded-xl bg-fill px-3 py-3">
      <PlayerSlot player={owner} role="방장" />
      <span className="shrink-0 text-label font-extrabold tracking-wider text-ink-subtle">
        <span aria-hidden="true">VS</span>
        <span className="sr-only">대</span>
      </span>
      {opponent ? <PlayerSlot player={opponent} role="상대" /> : <EmptySlot card={card} />}
    </div>
  );
}

function PlayerSlot({ player, role }: { player: Player; role: string }) {
  return (
    <Link
      to="/profile/$userId"
      params={{ userId: String(player.id) }}
      aria-label={shownTextFirst(`${player.nickname}님의 프로필`, role)}
      className="focus-ring flex min-w-0 flex-1 flex-col items-center gap-1.5 rounded-lg py-1 text-center"
    >
      <Avatar src={player.profileUrl} name={player.nickname} size={44} />
      <span className="w-full truncate text-label font-semibold text-ink">{player.nickname}</span>
    </Link>
  );
}

function EmptySlot({ card }: { card: ManageCard }) {
  const waiting =
    card.kind === 'mine' && card.game.invitation === 'PENDING'
      ? '친구의 답을 기다려요'
      : card.kind === 'mine' && card.game.status === 'CANCELED'
        ? '상대 없음'
        : '상대 미정';
  return (
    <div className="flex min-w-0 flex-1 flex-col items-center gap-1.5 py-1 text-center">
      <span
        aria-hidden="true"
        className="flex size-11 items-center justify-center rounded-full border-2 border-dashed border-fill-strong bg-surface text-ink-disabled"
      >
        <UserIcon size={22} />
      </span>
      <span className="w-full truncate text-label text-ink-subtle">{waiting}</span>
    </div>
  );
}

function InviteCode({ code }: { code: string }) {
  return (
    <p className="flex items-center justify-between rounded-xl border border-dashed border-accent-200 bg-accent-50/60 px-3.5 py-2.5 text-body-sm text-accent-800">
      <span>초대 번호</span>
      <span className="font-mono text-title-sm font-bold tracking-[0.3em] text-accent-700">{code}</span>
    </p>
  );
}

/**
 * The owner of a game an admin hid waits for nobody (issue 16 item 22): nobody else finds it, so
 * the card says so and why, and shows no invite code or share.
 */
function HiddenNotice({ game }: { game: MyGame }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-danger-soft px-3 py-2 text-body-sm text-danger">
      <p className="font-semibold">관리자가 숨긴 경기예요.</p>
      <p>다른 사람에게 보이지 않아서 도전 신청을 받을 수 없어요. 초대 번호와 공유도 쓸 수 없어요.</p>
      {game.hiddenReason ? <p className="break-words">사유: {game.hiddenReason}</p> : null}
    </div>
  );
}

/** A line under the card that says where a request or an invitation stands. */
function CardNote({ card }: { card: ManageCard }) {
  const note = noteOf(card);
  if (!note) return null;
  return (
    <p
      className={cn(
        'rounded-lg px-3 py-2 text-body-sm font-medium',
        note.tone === 'accent' && 'bg-accent-50 text-accent-800',
        note.tone === 'danger' && 'bg-danger-soft text-danger',
        note.tone === 'neutral' && 'bg-fill text-ink-muted',
      )}
    >
      {note.text}
    </p>
  );
}

function noteOf(card: ManageCard): { text: string; tone: 'accent' | 'danger' | 'neutral' } | null {
  if (card.kind === 'sent') {
    const { status, gameStatus, anotherApproved } = card.request;
    if (gameStatus === 'COMPLETED' || gameStatus === 'CANCELED') return null;
    if (status === 'REJECTED') return { text: '거절된 신청이에요.', tone: 'danger' };
    if (status === 'APPROVED') {
      return gameStatus === 'IN_PROGRESS'
        ? null
        : { text: '승인되었어요! 방장이 경기를 시작하면 알려 드려요.', tone: 'accent' };
    }
    if (anotherApproved) {
      return { text: '다른 도전자가 승인되었어요. 승인이 취소되면 다시 기회가 와요.', tone: 'neutral' };
    }
    return null;
  }
  const { invitation, isOwner, ownerNickname } = card.game;
  const ended = pairingEndedNote(card.game);
  if (ended) return ended;
  if (invitation === 'PENDING') {
    return isOwner
      ? { text: '친구에게 초대를 보냈어요. 수락하면 경기가 잡혀요.', tone: 'neutral' }
      : { text: `${ownerNickname}님이 함께 경기하자고 초대했어요.`, tone: 'accent' };
  }
  if (invitation === 'DECLINED' && isOwner) {
    return { text: '친구가 초대를 거절했어요. 모두에게 공개하거나 삭제할 수 있어요.', tone: 'danger' };
  }
  return null;
}

/**
 * What a block did to this game (issue 16 item 18): cancelled (a friend or challenge game) or
 * looking for an opponent again (a random game). The blocker reads that they blocked; the other
 * player only that the pairing ended.
 */
function pairingEndedNote(game: MyGame): { text: string; tone: 'danger' | 'neutral' } | null {
  if (game.pairingEnded === null) return null;
  if (game.status === 'CANCELED') {
    if (game.pairingEnded === 'LEFT') {
      return { text: '상대가 더 이상 함께할 수 없어서 경기가 취소됐어요.', tone: 'danger' };
    }
    // The blocked player is the other one: the opponent on my game, the owner on theirs.
    const blocked = game.isOwner ? game.opponentNickname : game.ownerNickname;
    return {
      text: blocked ? `${blocked}님을 차단해서 경기가 취소됐어요.` : '차단한 상대와의 경기라서 취소됐어요.',
      tone: 'danger',
    };
  }
  if (game.status !== 'MATCHING') return null;
  return game.pairingEnded === 'BLOCKED'
    ? { text: '차단한 상대의 승인이 취소됐어요. 다시 도전자를 찾고 있어요.', tone: 'neutral' }
    : { text: '승인된 상대가 경기에서 빠졌어요. 다시 도전자를 찾고 있어요.', tone: 'neutral' };
}

function CardActionsRow({
  card,
  actions,
  handlers,
}: {
  card: ManageCard;
  actions: CardActions;
  handlers: GameCardHandlers;
}) {
  const game = cardGame(card);
  const primary: ReactNode[] = [];
  const secondary: ReactNode[] = [];

  if (actions.join) {
    primary.push(
      <Button
        key="join"
        fullWidth
        leadingIcon={<PlayIcon size={20} />}
        onClick={() => handlers.onJoin(card.id)}
      >
        참여하기
      </Button>,
    );
  }
  if (card.kind === 'mine' && actions.start) {
    const mine = card.game;
    primary.push(
      <Button
        key="start"
        fullWidth
        leadingIcon={<PlayIcon size={20} />}
        onClick={() => handlers.onStart(mine)}
      >
        경기 시작
      </Button>,
    );
  }
  if (card.kind === 'mine' && actions.answerInvitation) {
    primary.push(<InvitationAnswer key="answer" gameId={card.id} />);
  }
  if (card.kind === 'mine' && actions.chooseAfterDecline) {
    const mine = card.game;
    primary.push(
      <Button key="choose" variant="secondary" fullWidth onClick={() => handlers.onChooseAfterDecline(mine)}>
        공개하거나 삭제하기
      </Button>,
    );
  }
  if (card.kind === 'sent' && actions.cancelRequest) {
    secondary.push(<CancelRequestButton key="cancel" gameId={card.id} />);
  }
  if (actions.dmUserId !== null) {
    const who = card.kind === 'sent' || !card.game.isOwner ? '방장' : '상대';
    secondary.push(
      <Link
        key="dm"
        to="/chat/$targetUserId"
        params={{ targetUserId: String(actions.dmUserId) }}
        aria-label={shownTextFirst('메시지', `${who}에게 보내기`)}
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
      >
        <ChatIcon size={18} />
        메시지
      </Link>,
    );
  }
  if (actions.challengers) {
    secondary.push(
      <Button
        key="challengers"
        variant="outline"
        size="sm"
        aria-label={`도전자 ${game.applicantCount}명 보기`}
        onClick={() => handlers.onOpenApplicants(card)}
        leadingIcon={<ChallengersIcon size={18} />}
      >
        도전자 {game.applicantCount}
      </Button>,
    );
  }
  if (card.kind === 'mine' && actions.share) {
    secondary.push(<ShareButton key="share" game={card.game} />);
  }
  if (card.kind === 'mine' && actions.delete) {
    const mine = card.game;
    secondary.push(
      <Button
        key="delete"
        variant="ghost"
        size="sm"
        aria-label={shownTextFirst('삭제', '이 경기')}
        className="ml-auto text-danger"
        leadingIcon={<TrashIcon size={18} />}
        onClick={() => handlers.onDelete(mine)}
      >
        삭제
      </Button>,
    );
  }
  if (primary.length === 0 && secondary.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {primary}
      {secondary.length > 0 ? <div className="flex flex-wrap items-center gap-2">{secondary}</div> : null}
    </div>
  );
}

/** Spec §8: cancel failure → the server's message or '취소에 실패했습니다.'. */
function CancelRequestButton({ gameId }: { gameId: number }) {
  const cancel = useCancelRequest();
  return (
    <Button
      variant="outline"
      size="sm"
      loading={cancel.isPending}
      onClick={() =>
        cancel.mutate(
          { gameId },
          {
            onError: (error) => showToast(serverMessageOr(error, gameScreenMessages.cancelRequestFailed)),
          },
        )
      }
    >
      신청 취소
    </Button>
  );
}

/** The invited friend's answer: accept (the game is scheduled with them) or decline. */
function InvitationAnswer({ gameId }: { gameId: number }) {
  const answer = useAnswerInvitation();
  const [choice, setChoice] = useState<boolean | null>(null);
  const send = (accept: boolean) => {
    setChoice(accept);
    answer.mutate(
      { gameId, accept },
      {
        onSuccess: () =>
          showToast(accept ? gameScreenMessages.invitationAccepted : gameScreenMessages.invitationDeclined),
        onError: (error) => showToast(serverMessageOr(error, gameScreenMessages.invitationFailed)),
      },
    );
  };
  return (
    <div role="group" aria-label="친구 경기 초대" className="flex gap-2">
      <Button
        variant="outline"
        fullWidth
        disabled={answer.isPending}
        loading={answer.isPending && choice === false}
        onClick={() => send(false)}
      >
        거절
      </Button>
      <Button
        fullWidth
        disabled={answer.isPending}
        loading={answer.isPending && choice === true}
        onClick={() => send(true)}
      >
        수락
      </Button>
    </div>
  );
}

/**
 * The owner shares an open game: POST /api/invite → the link, then the native share sheet, the
 * Web Share API or the clipboard ('복사에 실패했습니다!' when even that fails, spec §8).
 */
function ShareButton({ game }: { game: MyGame }) {
  const [busy, setBusy] = useState(false);
  const share = async () => {
    setBusy(true);
    try {
      const { url } = await createInviteLink(game.id);
      const result = await shareLink({
        url,
        title: `${game.rule.ruleTitle} 한판 해요`,
        text: game.inviteCode
          ? `한판에서 같이 경기해요! 초대 번호 ${game.inviteCode}`
          : '한판에서 같이 경기해요!',
      });
      if (result === 'copied' || result === 'failed') showToast(SHARE_RESULT_MESSAGES[result]);
    } catch (error) {
      showToast(serverMessageOr(error, gameScreenMessages.shareFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      loading={busy}
      aria-label={shownTextFirst('공유', '초대 링크')}
      leadingIcon={<ShareIcon size={18} />}
      onClick={() => void share()}
    >
      공유
    </Button>
  );
}
