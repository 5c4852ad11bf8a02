import { useSyncExternalStore } from 'react';
import { readLocalJson, writeLocalJson } from '@/lib/local-store';
import { GAME_LIST_KEYS } from './game-list-keys';

/*
 * Games this device reported (spec §3 "list of reported post ids", §5 "a post can be reported only
 * once per device"). The server also refuses a second report per player (409
 * game_already_reported); this list answers at once, also for another account on the same phone.
 */

/** Old ids leave first once the list is this long; a game is long gone by then. */
export const REPORTED_GAMES_KEPT = 300;

const listeners = new Set<() => void>();
let cached: readonly number[] | null = null;

function readIds(): readonly number[] {
  cached ??=
    readLocalJson(GAME_LIST_KEYS.reportedGameIds, (value) =>
      Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : null,
    ) ?? [];
  return cached;
}

export function isGameReportedOnDevice(gameId: number): boolean {
  return readIds().includes(gameId);
}

export function rememberReportedGame(gameId: number): void {
  const ids = readIds();
  if (ids.includes(gameId)) return;
  cached = [...ids, gameId].slice(-REPORTED_GAMES_KEPT);
  writeLocalJson(GAME_LIST_KEYS.reportedGameIds, cached);
  for (const listener of listeners) listener();
}

/** Forgets the in-memory copy (tests clear localStorage between cases). */
export function resetReportedGamesCache(): void {
  cached = null;
}

/** Re-renders when this device reports a game. */
export function useGameReportedOnDevice(gameId: number | null): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => gameId !== null && isGameReportedOnDevice(gameId),
    () => false,
  );
}

/** Every game this device reported; re-renders when one is added. */
export function useGameReportedIds(): readonly number[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readIds,
    () => EMPTY,
  );
}

const EMPTY: readonly number[] = [];
