import type { GameLogEntry, MatchRules, MatchSet, MatchState } from '@hanpan/core';
import { winsNeeded } from '@hanpan/core';

export interface PlayerNames {
  /** Nickname by user id. */
  byId: Map<number, string>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** mm:ss of whole seconds (never negative). */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** '3세트 중 2세트 먼저' and the points line of the rule, as the header shows them. */
export function rulesText(rules: MatchRules): string {
  const sets =
    rules.setsToWin <= 1 ? '단판' : `${rules.setsToWin}세트 중 ${Math.ceil(rules.setsToWin / 2)}세트 먼저`;
  const points = rules.pointsToWin === -1 ? '점수 제한 없음' : `${rules.pointsToWin}점 내기`;
  const time = rules.limitSeconds > 0 ? `세트당 ${clockText(rules.limitSeconds)}` : '시간 제한 없음';
  return `${sets} · ${points} · ${time}`;
}

export interface SetClock {
  /** What the timer shows. */
  text: string;
  overtime: boolean;
  /** Whole seconds left of the countdown (5…1), or null when not counting down. */
  countdown: number | null;
}

/** The timer of the current set at `nowMs` (server clock). */
export function setClock(rules: MatchRules, set: MatchSet, nowMs: number): SetClock {
  const started = set.startedAt === null ? null : Date.parse(set.startedAt);
  if (set.phase === 'countdown' && started !== null) {
    return {
      text: clockText(rules.limitSeconds > 0 ? rules.limitSeconds : 0),
      overtime: false,
      countdown: Math.max(1, Math.ceil((started - nowMs) / 1000)),
    };
  }
  if (started === null || set.phase === 'waiting') {
    return {
      text: clockText(rules.limitSeconds > 0 ? rules.limitSeconds : 0),
      overtime: false,
      countdown: null,
    };
  }
  const until = set.phase === 'over' && set.endedAt ? Date.parse(set.endedAt) : nowMs;
  const elapsed = (until - started) / 1000;
  if (rules.limitSeconds <= 0) return { text: clockText(elapsed), overtime: false, countdown: null };
  const left = rules.limitSeconds - elapsed;
  if (left >= 0) return { text: clockText(Math.ceil(left)), overtime: false, countdown: null };
  return { text: `+${clockText(-left)}`, overtime: true, countdown: null };
}

/** '@하은' or '무승부' (spec §4 Server events). */
export function winnerText(state: MatchState, names: PlayerNames): string {
  const result = state.result;
  if (!result || result.winner === 0 || result.winnerId === null) return '무승부';
  return `@${names.byId.get(result.winnerId) ?? ''}`;
}

export function setsNeededText(state: MatchState): string {
  return `${winsNeeded(state)}세트를 먼저 이기면 승리`;
}

/** One line of the log modal. */
export function logLine(entry: GameLogEntry, names: PlayerNames): string {
  const who = entry.targetId === null ? '' : (names.byId.get(entry.targetId) ?? '');
  const by = entry.userSummary.nickname ? ` (${entry.userSummary.nickname})` : '';
  switch (entry.type) {
    case 'SCORE':
      return `${who} ${entry.delta !== null && entry.delta > 0 ? '+1점' : '-1점'}${by}`;
    case 'SET':
      return `${entry.delta ?? ''}세트 시작${by}`;
    case 'END_SET':
      return `${entry.delta ?? ''}세트 끝 · ${who ? `${who} 승` : '무승부'}${by}`;
    case 'TIME_UP':
      return `${entry.delta ?? ''}세트 시간 끝${who ? ` · ${who} 승` : ''}`;
    case 'RESET':
      return `${entry.delta ?? ''}세트 처음부터${by}`;
    case 'FINISH':
      return `경기 끝${who ? ` · ${who} 승리` : ' · 무승부'}${by}`;
    case 'ABANDONED':
      return '기록 없이 끝났어요';
  }
}
