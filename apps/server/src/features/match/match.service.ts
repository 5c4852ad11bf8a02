import {
  abandonEvent,
  abandonmentDueAt,
  activeGameQueue,
  advanceTime,
  applyEvent,
  currentSetOf,
  initialMatchState,
  isAbandonmentDue,
  MATCH_LOG_MAX,
  matchRefusalCodes,
  MatchStateSchema,
  resultFields,
  timeUpAt,
  type ActiveMyGame,
  type ErrorCode,
  type MatchCommand,
  type MatchLogEntry,
  type MatchRules,
  type MatchState,
  type RuleVersion,
} from '@hanpan/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { RealtimeRooms } from '../../realtime/rooms.ts';
import type { StompGateway } from '../../realtime/gateway.ts';
import type { AuthUser } from '../auth/index.ts';
import type { Notifier } from '../feature-deps.ts';
import {
  findGame,
  findGameByRoom,
  findGameInProgressOf,
  markGameCompleted,
  readGameInProgressOf,
} from '../games/index.ts';
import { findRuleVersion, recordRulePlayed } from '../rules/index.ts';
import { findUserCards } from '../users/index.ts';
import { createDeliveryLine, type DeliverySlot } from './match-delivery.ts';
import * as queries from './match.queries.ts';
import {
  presentActiveGame,
  presentLiveDetail,
  presentLogEntry,
  presentLogRow,
  type Nicknames,
} from './match.presenter.ts';

type Game = NonNullable<Awaited<ReturnType<typeof findGame>>>;
type Clock = () => Date;

/** How many games each write-path cache remembers (the oldest goes first). */
const LIVE_CACHE_MAX = 10_000;
/** How long the topic's nicknames of a game are reused. */
const NICKNAME_TTL_MS = 10_000;

/** A Map that forgets its oldest entry beyond `max` (insertion order). */
function createBoundedCache<K, V>(max: number) {
  const map = new Map<K, V>();
  return {
    get: (key: K) => map.get(key),
    set(key: K, value: V) {
      map.delete(key);
      map.set(key, value);
      if (map.size > max) map.delete(map.keys().next().value as K);
    },
    delete: (key: K) => map.delete(key),
  };
}

/** A refusal of a SEND: the error queue hears the code plus the match's seq, the clientEventId and state. */
export class MatchRefusedError extends AppError {
  constructor(
    code: ErrorCode,
    readonly extra: { seq: number; clientEventId?: string; state?: MatchState },
    message?: string,
  ) {
    super(code, message);
  }
}

const notAPlayer = () => new AppError('forbidden', '이 경기의 선수만 볼 수 있어요.');

export interface MatchServiceDeps {
  db: Db;
  rooms: Pick<RealtimeRooms, 'publish'>;
  realtime: Pick<StompGateway, 'publishToUser'>;
  notifier: Notifier;
  log: FastifyBaseLogger;
  /** The server's clock; tests pass their own to move time without sleeping. */
  clock: Clock;
  /** Told each new deadline after a commit (this instance's timer). */
  onDeadline?: (dueAt: Date | null) => void;
  /**
   * The games the player still has to review (the reviews feature's, passed in by app.ts so no
   * import cycle appears); none when absent.
   */
  pendingReviewGameIds?: (db: Db, userId: number) => Promise<number[]>;
  /** The completion hooks app.ts passes in (ratings): match never imports their features. */
  completion?: MatchCompletionHooks;
}

/** What a completed match's result is, for the features that build on it (ratings). */
export interface CompletedMatch {
  gameId: number;
  ruleId: number;
  /** user1 (the owner) and user2 (the opponent). */
  user1Id: number;
  user2Id: number;
  winnerIdx: 0 | 1 | 2;
  abandoned: boolean;
  finishedEarly: boolean;
  completedAt: Date;
}

/**
 * Given by app.ts (decision 024): `onCompleted` runs inside the transaction that stores the result
 * and sets the game COMPLETED (so it applies exactly once with it) and may answer what to do after
 * the commit; `newChampionIdx` reads the result's champion side.
 */
export interface MatchCompletionHooks {
  onCompleted(tx: Db, match: CompletedMatch): Promise<(() => Promise<void>) | undefined>;
  newChampionIdx(db: Db, gameId: number): Promise<0 | 1 | 2>;
}

/**
 * Thrown inside a step's transaction when the SEND's clientEventId is already stored (the insert
 * met the unique index): the transaction rolls back and the SEND is acknowledged again.
 */
class AlreadyStored extends Error {}

/** What one locked step wrote: published after the commit. */
interface Settled {
  game: Game;
  entries: Array<MatchLogEntry & { clientEventId: string | null }>;
  state: MatchState;
  dueAt: Date | null;
  completed: boolean;
  /** What the completion hooks do after the commit (notifications). */
  afterCommit?: () => Promise<void>;
}

export function matchRulesOf(rule: RuleVersion): MatchRules {
  return {
    pointsToWin: rule.pointsToWin,
    setsToWin: rule.setsToWin,
    winBy: rule.winBy as MatchRules['winBy'],
    limitSeconds: rule.duration,
  };
}

/** The next instant the server must act on its own: the set's time-up or abandonment. */
export function deadlineOf(state: MatchState): Date | null {
  if (state.status === 'over') return null;
  const instants: number[] = [];
  const set = currentSetOf(state);
  if (set && (set.phase === 'countdown' || set.phase === 'live')) {
    const upAt = timeUpAt(state.rules, set);
    if (upAt !== null) instants.push(upAt);
  }
  const abandonAt = abandonmentDueAt(state);
  if (abandonAt !== null) instants.push(Date.parse(abandonAt));
  return instants.length === 0 ? null : new Date(Math.min(...instants));
}

/**
 * Everything due at `now`, in instant order: time-ups (advanceTime) and, six hours after the last
 * event, abandonment (applied at its own due instant, so a late sweep changes nothing).
 */
function settleDue(state: MatchState, now: Date): { state: MatchState; entries: MatchLogEntry[] } {
  const iso = now.toISOString();
  if (!isAbandonmentDue(state, iso)) return advanceTime(state, iso);
  const step = applyEvent(state, abandonEvent('inactive'), abandonmentDueAt(state)!);
  const applied = step.outcome.kind === 'applied' ? step.outcome.entries : [];
  return { state: step.state, entries: [...step.due, ...applied] };
}

async function ruleOf(tx: Db, game: Game): Promise<RuleVersion> {
  const rule = await findRuleVersion(tx, game.ruleId, game.ruleVersion);
  if (!rule) throw new AppError('rule_version_not_found');
  return rule;
}

async function initialStateOf(tx: Db, game: Game): Promise<MatchState> {
  const rule = await ruleOf(tx, game);
  return initialMatchState({
    rules: matchRulesOf(rule),
    player1Id: game.ownerId,
    player2Id: game.opponentId!,
    kickoffAt: (game.startedAt ?? new Date()).toISOString(),
  });
}

/** Kick-off, inside the start's transaction (games' liveMatch hook). */
export async function beginMatch(tx: Db, game: Game): Promise<void> {
  const state = await initialStateOf(tx, game);
  await queries.insertMatchState(tx, {
    gameId: game.id,
    state,
    lastEventAt: new Date(state.lastEventAt),
    dueAt: deadlineOf(state),
  });
}

/** The match row locked; created first for a game started before live play existed. */
async function lockState(tx: Db, game: Game) {
  let row = await queries.lockMatchState(tx, game.id);
  if (!row) {
    await beginMatch(tx, game);
    row = await queries.lockMatchState(tx, game.id);
  }
  return { row: row!, state: MatchStateSchema.parse(row!.state) };
}

/**
 * Writes one locked step: the new entries (contiguous seq, the SEND's clientEventId on its first
 * applied entry), the state and its next deadline; when the match ended, the result, the game
 * COMPLETED (games' index) and, unless abandoned, the rule's play count — all in `tx`.
 */
async function writeStep(
  tx: Db,
  game: Game,
  before: MatchState,
  after: MatchState,
  entries: MatchLogEntry[],
  firstApplied: number | null,
  clientEventId: string | null,
  completion?: MatchCompletionHooks,
): Promise<Settled> {
  let setIndex = currentSetOf(before)?.index ?? 1;
  const rows = entries.map((entry, i) => {
    if (entry.type !== 'SCORE' && entry.delta !== null) setIndex = entry.delta;
    return {
      gameId: game.id,
      seq: entry.seq,
      type: entry.type,
      senderId: entry.actorId,
      targetId: entry.targetId,
      delta: entry.delta,
      setIndex: entry.type === 'FINISH' || entry.type === 'ABANDONED' ? null : setIndex,
      clientEventId: i === firstApplied ? clientEventId : null,
      receivedAt: new Date(entry.time),
    };
  });
  const dueAt = deadlineOf(after);
  const written = await queries.writeEventsAndState(tx, game.id, rows, {
    seq: after.seq,
    state: after,
    lastEventAt: new Date(after.lastEventAt),
    dueAt,
  });
  // WARNING: nothing of this step may stay: the resent event was applied when it was first stored.
  if (!written) throw new AlreadyStored();
  let completed = false;
  let afterCommit: (() => Promise<void>) | undefined;
  if (before.status !== 'over' && after.status === 'over' && after.result) {
    completed = await markGameCompleted(tx, game.id);
    if (completed) {
      // The engine counts the sets (resultFields), the same way the web draws them.
      const fields = resultFields(after)!;
      await queries.insertResult(tx, {
        gameId: game.id,
        winnerIdx: fields.winnerIdx,
        winnerId: after.result.winnerId,
        setResults: fields.setResults,
        user1SetCount: fields.user1SetCount,
        user2SetCount: fields.user2SetCount,
        drawCount: fields.drawCount,
        abandoned: fields.abandoned,
        finishedEarly: fields.finishedEarly,
        completedAt: new Date(after.result.endedAt),
      });
      if (!after.result.abandoned) await recordRulePlayed(tx, game.ruleId, new Date(after.result.endedAt));
      // WARNING: in this transaction, after markGameCompleted won: a rating applies once with the result.
      afterCommit = await completion?.onCompleted(tx, {
        gameId: game.id,
        ruleId: game.ruleId,
        user1Id: game.ownerId,
        user2Id: game.opponentId!,
        winnerIdx: fields.winnerIdx as 0 | 1 | 2,
        abandoned: fields.abandoned,
        finishedEarly: fields.finishedEarly,
        completedAt: new Date(after.result.endedAt),
      });
    }
  }
  return {
    game,
    entries: rows.map((row, i) => ({ ...entries[i]!, clientEventId: row.clientEventId })),
    state: after,
    dueAt,
    completed,
    ...(afterCommit ? { afterCommit } : {}),
  };
}

/**
 * Abandons the live match of `game` at `now` (what was due first), inside `tx`: a block mid-match,
 * or account deletion (which has no after-commit hook: the other player sees it on resync).
 */
export async function abandonLocked(tx: Db, game: Game, reason: 'inactive' | 'blocked', now: Date) {
  const { state } = await lockState(tx, game);
  const due = settleDue(state, now);
  const step = applyEvent(due.state, abandonEvent(reason), now.toISOString());
  const applied = step.outcome.kind === 'applied' ? step.outcome.entries : [];
  return writeStep(tx, game, state, step.state, [...due.entries, ...step.due, ...applied], null, null);
}

type Seat = 'owner' | 'opponent';

/** One event of a recorded match: who pressed what, `at` seconds after kick-off (players by seat). */
export interface RecordedEvent {
  at: number;
  by: Seat;
  command:
    | Exclude<MatchCommand, { type: 'SCORE' } | { type: 'ABANDON' }>
    | { type: 'SCORE'; player: Seat; setIndex: number; scoreDelta: 1 | -1 };
}

/**
 * Plays a started game's match from a script (the demo seed's finished games, issue 18 "Demo
 * data"), inside `tx`: every event is judged by the engine at its instant after what was due, and
 * the time-ups due by `endAt` seconds fire; the entries, state and — once the match ends — the
 * result, the game's COMPLETED and the rule's play count are written as a live match writes them.
 * Nobody hears it (no one is connected to a seeded game). Throws on an event the engine refuses.
 */
export async function playRecordedMatch(
  tx: Db,
  gameId: number,
  script: readonly RecordedEvent[],
  endAt: number,
): Promise<void> {
  const game = await findGame(tx, gameId);
  if (!game || game.status !== 'IN_PROGRESS' || game.startedAt === null || game.opponentId === null)
    throw new Error(`game ${gameId} is not a match under way`);
  const { state: before } = await lockState(tx, game);
  const instant = (seconds: number) => new Date(game.startedAt!.getTime() + seconds * 1000);
  let state = before;
  const entries: MatchLogEntry[] = [];
  const idOf = (seat: Seat) => (seat === 'owner' ? game.ownerId : game.opponentId!);
  for (const { at, by, command } of script) {
    const due = settleDue(state, instant(at));
    const event: MatchCommand =
      command.type === 'SCORE'
        ? {
            type: 'SCORE',
            userId: idOf(command.player),
            setIndex: command.setIndex,
            scoreDelta: command.scoreDelta,
          }
        : command;
    const step = applyEvent(due.state, { ...event, actorId: idOf(by) }, instant(at).toISOString());
    if (step.outcome.kind !== 'applied')
      throw new Error(`recorded ${command.type} at ${at}s: ${JSON.stringify(step.outcome)}`);
    entries.push(...due.entries, ...step.due, ...step.outcome.entries);
    state = step.state;
  }
  const end = settleDue(state, instant(endAt));
  entries.push(...end.entries);
  await writeStep(tx, game, before, end.state, entries, null, null);
}

export function createMatchService({
  db,
  rooms,
  realtime,
  notifier,
  log,
  clock,
  onDeadline,
  pendingReviewGameIds = async () => [],
  completion,
}: MatchServiceDeps) {
  // One line per game: entries reach the topic in seq order (see match-delivery.ts).
  const delivery = createDeliveryLine(log);
  // The write path's memory (decision 023, "One score, few statements"): the game of a room while
  // its match is under way, and the players' nicknames for the topic.
  const liveGames = createBoundedCache<number, Game>(LIVE_CACHE_MAX);
  const topicNames = createBoundedCache<number, { names: Nicknames; readAt: number }>(LIVE_CACHE_MAX);

  /**
   * The nicknames the topic carries: read at most every NICKNAME_TTL_MS per game (a nickname
   * changed mid-match shows from then on), forgotten when the match ends here.
   */
  async function topicNicknamesOf(game: Game): Promise<Nicknames> {
    const at = Date.now();
    const known = topicNames.get(game.id);
    if (known && at - known.readAt < NICKNAME_TTL_MS) return known.names;
    const names = await nicknamesOf(game);
    topicNames.set(game.id, { names, readAt: at });
    return names;
  }

  async function nicknamesOf(game: Game): Promise<Nicknames> {
    const ids = [game.ownerId, ...(game.opponentId === null ? [] : [game.opponentId])];
    const cards = await findUserCards(db, ids);
    return new Map(cards.map((card) => [card.id, card]));
  }

  /** After the commit: each entry on the game's topic, then the end (GAME_END, active game). */
  async function announce(settled: Settled): Promise<void> {
    onDeadline?.(settled.dueAt);
    const { game } = settled;
    if (settled.entries.length === 0) return;
    if (settled.state.status === 'over') {
      topicNames.delete(game.id);
      if (game.chatRoomId !== null) liveGames.delete(game.chatRoomId);
    }
    const names = await topicNicknamesOf(game);
    if (game.chatRoomId !== null) {
      for (const entry of settled.entries) {
        await rooms.publish(game.chatRoomId, {
          ...presentLogEntry(entry, names),
          clientEventId: entry.clientEventId,
          state: settled.state,
        });
      }
    }
    if (!settled.completed) return;
    try {
      await settled.afterCommit?.();
    } catch (err) {
      log.warn({ err }, 'after-completion step failed');
    }
    const players = [game.ownerId, game.opponentId!];
    for (const userId of players)
      await pushActiveGame(userId, { activeGame: null, pendingReviewGameIds: await pendingOf(userId) });
    const result = settled.state.result!;
    const winner = result.winnerId === null ? null : names.get(result.winnerId)?.nickname;
    await notifier.notifyAll(players, {
      type: 'GAME_END',
      title: '경기 종료',
      message: result.abandoned
        ? '경기가 중단되어 결과 없이 끝났어요.'
        : `경기가 끝났어요. 결과: ${winner ? `@${winner}` : '무승부'}`,
      url: `/games/${game.id}/result`,
    });
  }

  /** The review prompt's list; a failure leaves it empty (the popup polls active/my again). */
  async function pendingOf(userId: number): Promise<number[]> {
    try {
      return await pendingReviewGameIds(db, userId);
    } catch (err) {
      log.warn({ err }, 'pending reviews lookup failed');
      return [];
    }
  }

  async function pushActiveGame(userId: number, body: ActiveMyGame): Promise<void> {
    try {
      await realtime.publishToUser(userId, activeGameQueue.pattern, activeGameQueue.schema.parse(body));
    } catch (err) {
      log.warn({ err }, 'active game push failed');
    }
  }

  /**
   * Once the match is over (the game COMPLETED), a SET, END_SET or FINISH is acknowledged, not
   * refused (issue 18: both phones pressing, the original client sending its own FINISH after the
   * server ended the match), and so is a resent event the match already stored (its RECEIPT was
   * lost). Nothing is applied: the match row is not even locked.
   */
  async function isAcknowledgedAfterEnd(
    game: Game,
    command: MatchCommand,
    clientEventId: string | null,
  ): Promise<boolean> {
    if (command.type === 'SET' || command.type === 'END_SET' || command.type === 'FINISH') return true;
    return (
      clientEventId !== null && (await queries.findEventByClientId(db, game.id, clientEventId)) !== undefined
    );
  }

  /**
   * SEND /app/score/{roomId}: only the two players, only IN_PROGRESS. One transaction locks the
   * match row, applies what is due, judges the event at its receive instant, stores the entries
   * and the state (and the result when the match ended); then publishes. A resent clientEventId
   * is acknowledged again and never applied twice. A refusal throws MatchRefusedError (after
   * storing any time-up that was due).
   */
  async function submitEvent(
    actor: Pick<AuthUser, 'userId'>,
    roomId: number,
    command: MatchCommand,
    clientEventId: string | null,
  ): Promise<void> {
    // A room's game while its match is under way: who plays it, its rule and its room never change
    // then, and the match row's lock tells whether it still is (below).
    const cached = liveGames.get(roomId);
    const game = cached ?? (await findGameByRoom(db, roomId));
    if (!game || (game.ownerId !== actor.userId && game.opponentId !== actor.userId))
      throw new AppError('not_match_player');
    if (
      game.deletedAt === null &&
      game.status === 'COMPLETED' &&
      (await isAcknowledgedAfterEnd(game, command, clientEventId))
    )
      return;
    if (game.status !== 'IN_PROGRESS' || game.deletedAt !== null) throw new AppError('match_not_in_progress');
    if (!cached) liveGames.set(roomId, game);
    const line: { slot?: DeliverySlot } = {};
    const outcome = await db
      .transaction(async (tx) => {
        const { row, state } = await lockState(tx, game);
        // WARNING: an IN_PROGRESS game becomes COMPLETED only with its match row over, under this
        // lock: a remembered game whose match is over is judged again from a fresh read.
        if (cached && state.status === 'over') return { stale: true, settled: null, refused: null };
        // Read once the lock is held, so the stored entries' times never go backwards.
        const now = clock();
        const due = settleDue(state, now);
        const step = applyEvent(due.state, { ...command, actorId: actor.userId }, now.toISOString());
        const applied = step.outcome.kind === 'applied' ? step.outcome.entries : [];
        // An applied event carries its clientEventId into the insert, which meets a stored one
        // (AlreadyStored); any other is looked up here. Either way a resent event is acknowledged
        // again before anything of this step is stored.
        if (
          clientEventId !== null &&
          applied.length === 0 &&
          (await queries.findEventByClientId(tx, game.id, clientEventId))
        )
          return { stale: false, settled: null, refused: null };
        const entries = [...due.entries, ...step.due, ...applied];
        const after = step.state;
        const settled =
          entries.length === 0 && row.seq === after.seq
            ? null
            : await writeStep(
                tx,
                game,
                state,
                after,
                entries,
                applied.length > 0 ? entries.length - applied.length : null,
                clientEventId,
                completion,
              );
        const refused = step.outcome.kind === 'refused' ? { code: step.outcome.code, state: after } : null;
        if (settled) line.slot = delivery.reserve(game.id);
        return { stale: false, settled, refused };
      })
      .catch((err: unknown) => {
        void line.slot?.run(null);
        if (err instanceof AlreadyStored) return { stale: false, settled: null, refused: null };
        throw err;
      });
    if (outcome.stale) {
      liveGames.delete(roomId);
      return submitEvent(actor, roomId, command, clientEventId);
    }
    const { settled } = outcome;
    if (settled) await line.slot!.run(() => announce(settled));
    if (outcome.refused) {
      throw new MatchRefusedError(matchRefusalCodes[outcome.refused.code], {
        seq: outcome.refused.state.seq,
        ...(clientEventId === null ? {} : { clientEventId }),
        state: outcome.refused.state,
      });
    }
  }

  /** One game's due deadlines, under its lock: fires once however many instances try. */
  async function settleGame(gameId: number): Promise<void> {
    const game = await findGame(db, gameId);
    if (!game) return;
    const now = clock();
    const line: { slot?: DeliverySlot } = {};
    const settled = await db
      .transaction(async (tx) => {
        const row = await queries.lockMatchState(tx, gameId);
        if (!row || row.dueAt === null || row.dueAt.getTime() > now.getTime()) return null;
        const state = MatchStateSchema.parse(row.state);
        if (game.status !== 'IN_PROGRESS') {
          // Completed elsewhere (a block, account deletion): nothing is due any more.
          await queries.updateMatchState(tx, gameId, {
            seq: row.seq,
            state,
            lastEventAt: row.lastEventAt,
            dueAt: null,
          });
          return null;
        }
        const due = settleDue(state, now);
        const step = await writeStep(tx, game, state, due.state, due.entries, null, null, completion);
        line.slot = delivery.reserve(gameId);
        return step;
      })
      .catch((err: unknown) => {
        void line.slot?.run(null);
        throw err;
      });
    if (settled) await line.slot!.run(() => announce(settled));
  }

  /**
   * The sweep: every match whose deadline has passed, one locked step each. Answers the soonest
   * deadline still ahead (for this instance's timer).
   */
  async function sweepDue(): Promise<Date | null> {
    for (;;) {
      const ids = await queries.listDueMatches(db, clock(), 50);
      for (const gameId of ids) {
        try {
          await settleGame(gameId);
        } catch (err) {
          log.error({ err, gameId }, 'match deadline failed');
        }
      }
      if (ids.length < 50) break;
    }
    return queries.findSoonestDue(db);
  }

  /**
   * A block between the two players of a live match abandons it (issue 18), inside the block's
   * transaction; the players hear it after the commit.
   */
  async function abandonOnBlock(tx: Db, blockerId: number, blockedId: number) {
    const game = await findGameInProgressOf(tx, blockerId);
    if (!game || (game.ownerId !== blockedId && game.opponentId !== blockedId)) return undefined;
    const settled = await abandonLocked(tx, game, 'blocked', clock());
    // Never throws: the block stands whatever the delivery does (the line logs a failure).
    return () => delivery.append(game.id, () => announce(settled));
  }

  async function playerGame(actor: Pick<AuthUser, 'userId'>, gameId: number): Promise<Game> {
    const game = await findGame(db, gameId);
    if (!game) throw new AppError('game_not_found');
    if (game.ownerId !== actor.userId && game.opponentId !== actor.userId) throw notAPlayer();
    return game;
  }

  /** The live fields of a started game's detail (games' liveMatch hook); settles what is due first. */
  async function liveDetail(readDb: Db, gameId: number) {
    const game = await findGame(readDb, gameId);
    if (!game || game.startedAt === null || game.opponentId === null)
      return { seq: 0, state: null, serverTime: clock().toISOString() };
    let row = await queries.findMatchState(readDb, gameId);
    const now = clock();
    if (row?.dueAt && row.dueAt.getTime() <= now.getTime() && game.status === 'IN_PROGRESS') {
      await settleGame(gameId);
      row = await queries.findMatchState(readDb, gameId);
    }
    const stored = row ? MatchStateSchema.parse(row.state) : await initialStateOf(readDb, game);
    // Only a countdown ending is left to apply: it has no log entry.
    const state = stored.status === 'over' ? stored : advanceTime(stored, now.toISOString()).state;
    return presentLiveDetail(state, now);
  }

  /** GET /api/games/{id}/game-logs: the players only, in seq order, at most 5,000 after `afterSeq`. */
  async function gameLogs(actor: Pick<AuthUser, 'userId'>, gameId: number, afterSeq = 0) {
    const game = await playerGame(actor, gameId);
    const rows = await queries.listEvents(db, game.id, afterSeq, MATCH_LOG_MAX);
    const names = await nicknamesOf(game);
    return rows.map((row) => presentLogRow(row, names));
  }

  /** GET /api/games/active/my: the caller's game under way and the games they still review. */
  async function activeGameOf(actor: Pick<AuthUser, 'userId'>): Promise<ActiveMyGame> {
    const [game, pending] = await Promise.all([
      readGameInProgressOf(db, actor.userId),
      pendingReviewGameIds(db, actor.userId),
    ]);
    if (!game) return { activeGame: null, pendingReviewGameIds: pending };
    const [rule, names] = await Promise.all([ruleOf(db, game), nicknamesOf(game)]);
    return { activeGame: presentActiveGame(game, rule, names), pendingReviewGameIds: pending };
  }

  /**
   * After the start committed: both players' active-game queues hear it. Never throws: the start
   * stands whatever the delivery does (the popup polls active/my anyway).
   */
  async function matchBegun(game: Game): Promise<void> {
    try {
      const [rule, names] = await Promise.all([ruleOf(db, game), nicknamesOf(game)]);
      const activeGame = presentActiveGame(game, rule, names);
      for (const userId of [game.ownerId, game.opponentId!])
        await pushActiveGame(userId, { activeGame, pendingReviewGameIds: await pendingOf(userId) });
    } catch (err) {
      log.warn({ err }, 'active game push at the start failed');
    }
  }

  /** GET /api/games/{id}/result: the stored result, for the players. */
  async function resultOf(actor: Pick<AuthUser, 'userId'>, gameId: number) {
    const game = await findGame(db, gameId);
    // Issue 19: only its players have a result page; for anyone else the game is not there (its
    // public view arrives with the feed).
    if (!game || (game.ownerId !== actor.userId && game.opponentId !== actor.userId))
      throw new AppError('game_not_found');
    const result = await queries.findResult(db, game.id);
    if (game.status === 'IN_PROGRESS' && game.deletedAt === null) throw new AppError('match_still_live');
    if (!result || game.status !== 'COMPLETED') throw new AppError('match_result_missing');
    const [rule, cards, newChampionIdx] = await Promise.all([
      ruleOf(db, game),
      nicknamesOf(game),
      completion?.newChampionIdx(db, game.id) ?? Promise.resolve(0 as const),
    ]);
    return { game, rule, result, cards, newChampionIdx };
  }

  return {
    beginMatch,
    matchBegun,
    submitEvent,
    sweepDue,
    settleGame,
    abandonOnBlock,
    liveDetail,
    gameLogs,
    activeGameOf,
    resultOf,
  };
}

export type MatchService = ReturnType<typeof createMatchService>;
