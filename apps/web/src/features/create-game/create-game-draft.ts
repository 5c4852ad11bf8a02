import { gameMessages, parseMatchDate, seoulParts, type Friend, type Place } from '@hanpan/core';
import { detailAddressOf, roadAddressOf, UNDECIDED_PLACE_DETAIL } from '@/features/places';

/** The wizard's steps (spec §2 Game creation): 1 intro … 6 done. */
export const CREATE_GAME_STEPS = 6;
export type CreateGameStep = 1 | 2 | 3 | 4 | 5 | 6;

export type InvitedFriend = Pick<Friend, 'id' | 'nickname' | 'avatar'>;

/** What the player has chosen so far; kept while a submit fails. */
export interface CreateGameDraft {
  /** null: a random game (anyone may apply); otherwise the invited friend. */
  friend: InvitedFriend | null;
  place: Place | null;
  /** Floor, court… (optional). */
  placeExtra: string;
  placeUndecided: boolean;
  /** 'YYYY-MM-DDTHH:mm' as the datetime-local input writes it, Korean time. */
  matchDate: string;
  timeUndecided: boolean;
}

export const EMPTY_DRAFT: CreateGameDraft = {
  friend: null,
  place: null,
  placeExtra: '',
  placeUndecided: false,
  matchDate: '',
  timeUndecided: false,
};

/** The server's tolerance for a time picked in the current minute (games.service). */
const PAST_TOLERANCE_MS = 5 * 60_000;

/** Now in Korean time as a datetime-local value: the input's `min`. */
export function localNow(now = new Date()): string {
  const { year, month, day, hour, minute } = seoulParts(now);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`;
}

/** The time step's message, or undefined when the time (or '시간 미정') can be sent. */
export function matchDateError(draft: CreateGameDraft, now = new Date()): string | undefined {
  if (draft.timeUndecided) return undefined;
  if (draft.matchDate === '') return '경기 시간을 고르거나 시간 미정을 켜 주세요.';
  const instant = parseMatchDate(draft.matchDate);
  if (!instant) return gameMessages.matchDateFormat;
  if (instant.getTime() < now.getTime() - PAST_TOLERANCE_MS) return gameMessages.matchDatePast;
  return undefined;
}

/** The place step can go on with a place, or with '장소 미정'. */
export function placeChosen(draft: CreateGameDraft): boolean {
  return draft.placeUndecided || draft.place !== null;
}

/** The body of both create calls (CreateGameBody with `friendId` null, CreateFriendGameBody with one). */
export interface CreateGamePayload {
  referencedRuleId: number;
  friendId: number | null;
  placeRoad: string | null;
  placeDetail: string;
  matchDate: string;
}

/**
 * The creation payload exactly as contract-notes says: `friendId` null for a random game,
 * `placeRoad` null and `placeDetail` '협의 가능' when the place is undecided, otherwise the
 * normalised road address and the place name plus the detail; `matchDate` '' when undecided.
 */
export function createGamePayload(ruleId: number, draft: CreateGameDraft): CreateGamePayload {
  const place = draft.placeUndecided ? null : draft.place;
  return {
    referencedRuleId: ruleId,
    friendId: draft.friend?.id ?? null,
    placeRoad: place ? roadAddressOf(place) : null,
    placeDetail: place ? detailAddressOf(place, draft.placeExtra) : UNDECIDED_PLACE_DETAIL,
    matchDate: draft.timeUndecided ? '' : draft.matchDate,
  };
}
