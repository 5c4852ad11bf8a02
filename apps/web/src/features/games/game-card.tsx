import type { MyGame } from '@hanpan/core';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { RuleCategoryPicture } from '@/features/rules';
import { shownTextFirst } from '@/lib/accessible-name';
import { cn } from '@/lib/cn';
import { SHARE_RESULT_MESSAGES, shareLink } from '@/lib/native-bridge';
import { Avatar } from '@/ui/avatar';
import { Button, buttonClasses } from '@/ui/button';
import { ChatIcon, MapPinIcon, TrashIcon, UserIcon } from '@/ui/icons';
import { Tag } from '@/ui/tag';
import { showToast } from '@/ui/toast';
import {
  gameCardView,
  type CardNote,
  type CardPlayer,
  type GameCardSource,
  type GameCardView,
  type Me,
} from './game-card-model';
import { ChallengersIcon } from '@/ui/icons/challengers-icon';
import { CalendarIcon, PlayIcon, RuleInfoIcon, ShareIcon } from './game-icons';
import { gameScreenMessages, serverMessageOr } from './game-messages';
import { createInviteLink, useAnswerInvitation, useCancelGameRequest } from './games.api';

export type { Me } from './game-card-model';

export interface GameCardHandlers {
  onOpenRule: (ruleId: number) => void;
  onOpenApplicants: (card: GameCardSource) => void;
  /** /game's actions (an open game's live in the list's action bar). */
  onJoin?: (gameId: number) => void;
  onStart?: (game: MyGame) => void;
  onDelete?: (game: MyGame) => void;
  onChooseAfterDecline?: (game: MyGame) => void;
}

export interface GameCardProps extends GameCardHandlers {
  card: GameCardSource;
  me: Me | null;
  /** The open list: tapping the card selects it for the action bar (pressed while selected). */
  onSelect?: (gameId: number) => void;
  selected?: boolean;
  /** /game: the card a link or notification pointed at. */
  highlighted?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * The one game card (spec §2, §3 Game card), wherever a game is drawn: the rule (tap for its
 * detail), the status or the viewer's tags, the owner (with their record on an open game) or both
 * players with VS, place and time, then what the player can do with it now. `gameCardView` decides
 * every word; an open game's card is also one full-card button that selects it, with the rule and
 * challenger buttons above it, so no button is nested in another.
 */
export function GameCard({
  card,
  me,
  onSelect,
  selected = false,
  highlighted = false,
  ref,
  ...handlers
}: GameCardProps) {
  const titleId = useId();
  const kindId = useId();
  const view = gameCardView(card, me);
  const selectable = onSelect !== undefined;

  return (
    <article
      ref={ref}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-game-id={card.id}
      data-highlighted={highlighted || undefined}
      data-selected={selected || undefined}
      className={cn(
        'relative flex scroll-mt-24 flex-col gap-4 rounded-2xl border bg-surface p-4 shadow-card outline-none transition-[box-shadow,border-color,background-color] duration-500',
        highlighted
          ? 'border-accent-400 bg-accent-50/50 ring-2 ring-accent-300'
          : selected
            ? 'border-accent-500 ring-2 ring-accent-100'
            : 'border-line',
        card.kind === 'open' && card.reported && 'opacity-70',
      )}
    >
      {selectable ? (
        <button
          type="button"
          aria-pressed={selected}
          aria-label={`${view.rule.title} 경기 선택`}
          onClick={() => onSelect(card.id)}
          className="focus-ring absolute inset-0 rounded-2xl hover:bg-fill/40 active:bg-fill/70"
        />
      ) : null}
      <div
        className={cn(
          'flex flex-col gap-4',
          // Above the full-card button: only the controls take taps, the rest falls through to it.
          selectable &&
            'pointer-events-none relative [&_a]:pointer-events-auto [&_button]:pointer-events-auto',
        )}
      >
        <div className="flex items-start gap-2">
          <button
            type="button"
            onClick={() => handlers.onOpenRule(view.rule.id)}
            // WCAG 2.5.3: named by its title (the shown label); the line above it is read as the description.
            aria-label={`${view.rule.title} 규칙 정보 보기`}
            aria-describedby={kindId}
            className="focus-ring -m-1 flex min-w-0 flex-1 items-start gap-3 rounded-xl p-1 text-left transition-colors hover:bg-fill/60 active:bg-fill"
          >
            <RuleCategoryPicture minor={view.rule.minorCategory} major={view.rule.majorCategory} />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span id={kindId} aria-hidden="true" className="truncate text-label text-ink-subtle">
                {view.categoryLine}
              </span>
              <span className="flex items-start gap-1">
                <span id={titleId} className="line-clamp-2 break-words text-body font-semibold text-ink">
                  {view.rule.title}
                </span>
                <RuleInfoIcon size={18} className="mt-0.5 shrink-0 text-ink-subtle" />
              </span>
            </span>
          </button>
          {view.status ? (
            <Tag tone={view.status.tone} className="mt-0.5 shrink-0">
              <span className="sr-only">상태: </span>
              {view.status.label}
            </Tag>
          ) : null}
          {view.tags.length > 0 ? (
            <span className="mt-0.5 flex shrink-0 flex-col items-end gap-1">
              {view.tags.map((tag) => (
                <Tag key={tag.label} tone={tag.tone}>
                  {tag.label}
                </Tag>
              ))}
            </span>
          ) : null}
        </div>

        {view.versus ? <Players view={view} versus={view.versus} /> : <Owner view={view} />}

        <dl className="flex flex-col gap-1.5 text-body-sm text-ink-muted">
          <div className="flex items-start gap-2">
            <dt className="mt-0.5 shrink-0">
              <MapPinIcon size={18} className="text-ink-subtle" />
              <span className="sr-only">장소</span>
            </dt>
            <dd className="min-w-0 break-words">{view.place}</dd>
          </div>
          <div className="flex items-start gap-2">
            <dt className="mt-0.5 shrink-0">
              <CalendarIcon size={18} className="text-ink-subtle" />
              <span className="sr-only">경기 시간</span>
            </dt>
            <dd className="min-w-0">{view.date}</dd>
          </div>
        </dl>

        {view.hiddenByAdmin ? <HiddenNotice reason={view.hiddenByAdmin.reason} /> : null}
        {view.inviteCode ? <InviteCode code={view.inviteCode} /> : null}
        {view.note ? <NoteLine note={view.note} /> : null}
        <CardActionsRow card={card} view={view} handlers={handlers} />
      </div>
    </article>
  );
}

/** An open game: its owner, with their record and rating for this rule. */
function Owner({ view }: { view: GameCardView }) {
  return (
    <div className="flex items-center gap-2.5">
      <Avatar src={view.owner.profileUrl} name={view.owner.nickname} size={32} />
      <div className="flex min-w-0 flex-col">
        <span className="truncate text-body-sm font-semibold text-ink">{view.owner.nickname}</span>
        {view.ownerRecord ? <span className="text-caption text-ink-subtle">{view.ownerRecord}</span> : null}
      </div>
    </div>
  );
}

function Players({ view, versus }: { view: GameCardView; versus: NonNullable<GameCardView['versus']> }) {
  return (
    <div className="flex items-center gap-2 rounded-xl bg-fill px-3 py-3">
      <PlayerSlot player={view.owner} role="방장" />
      <span className="shrink-0 text-label font-extrabold tracking-wider text-ink-subtle">
        <span aria-hidden="true">VS</span>
        <span className="sr-only">대</span>
      </span>
      {versus.opponent ? (
        <PlayerSlot player={versus.opponent} role="상대" />
      ) : (
        <EmptySlot text={versus.emptySlot} />
      )}
    </div>
  );
}

function PlayerSlot({ player, role }: { player: CardPlayer; role: string }) {
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

function EmptySlot({ text }: { text: string }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col items-center gap-1.5 py-1 text-center">
      <span
        aria-hidden="true"
        className="flex size-11 items-center justify-center rounded-full border-2 border-dashed border-fill-strong bg-surface text-ink-disabled"
      >
        <UserIcon size={22} />
      </span>
      <span className="w-full truncate text-label text-ink-subtle">{text}</span>
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
function HiddenNotice({ reason }: { reason: string | null }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-danger-soft px-3 py-2 text-body-sm text-danger">
      <p className="font-semibold">관리자가 숨긴 경기예요.</p>
      <p>다른 사람에게 보이지 않아서 도전 신청을 받을 수 없어요. 초대 번호와 공유도 쓸 수 없어요.</p>
      {reason ? <p className="break-words">사유: {reason}</p> : null}
    </div>
  );
}

/** A line under the card that says where a request or an invitation stands. */
function NoteLine({ note }: { note: CardNote }) {
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

function CardActionsRow({
  card,
  view,
  handlers,
}: {
  card: GameCardSource;
  view: GameCardView;
  handlers: GameCardHandlers;
}) {
  const { actions } = view;
  const primary: ReactNode[] = [];
  const secondary: ReactNode[] = [];

  if (actions.join) {
    primary.push(
      <Button
        key="join"
        fullWidth
        leadingIcon={<PlayIcon size={20} />}
        onClick={() => handlers.onJoin?.(card.id)}
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
        onClick={() => handlers.onStart?.(mine)}
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
      <Button
        key="choose"
        variant="secondary"
        fullWidth
        onClick={() => handlers.onChooseAfterDecline?.(mine)}
      >
        공개하거나 삭제하기
      </Button>,
    );
  }
  if (card.kind === 'sent' && actions.cancelRequest) {
    secondary.push(<CancelRequestButton key="cancel" gameId={card.id} />);
  }
  if (actions.dmUserId !== null) {
    secondary.push(
      <Link
        key="dm"
        to="/chat/$targetUserId"
        params={{ targetUserId: String(actions.dmUserId) }}
        aria-label={shownTextFirst('메시지', `${view.dmRole}에게 보내기`)}
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
        aria-label={`도전자 ${view.challengerCount}명 보기`}
        onClick={() => handlers.onOpenApplicants(card)}
        leadingIcon={<ChallengersIcon size={18} />}
        className={card.kind === 'open' ? 'ml-auto' : undefined}
      >
        도전자 {view.challengerCount}명
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
        onClick={() => handlers.onDelete?.(mine)}
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
  const cancel = useCancelGameRequest();
  return (
    <Button
      variant="outline"
      size="sm"
      loading={cancel.isPending}
      onClick={() =>
        cancel.mutate(gameId, {
          onError: (error) => showToast(serverMessageOr(error, gameScreenMessages.cancelRequestFailed)),
        })
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
