import type { Place } from '@hanpan/core';

/** What '장소 미정' stores as the detail (contract-notes: the place is negotiable). */
export const UNDECIDED_PLACE_DETAIL = '협의 가능';
/** The server's limits (CreateGameBodySchema): road address 200, detail 100. */
export const PLACE_DETAIL_MAX = 100;
/** The player's own detail (floor, court) leaves room for the place's name within the 100. */
export const EXTRA_DETAIL_MAX = 40;

/** The address a game stores: the road address when known, else the address (which has the region). */
export function roadAddressOf(place: Place): string {
  return place.roadAddress ?? place.address;
}

/**
 * The detail a game stores: the place's name plus the player's own detail ('강남구민체육관 2층'),
 * within 100 characters. A place that is just an address or a district has no name worth repeating.
 */
export function detailAddressOf(place: Place, extra: string): string {
  const detail = extra.trim().slice(0, EXTRA_DETAIL_MAX);
  const name = place.placeName.trim();
  const nameIsAddress = name === roadAddressOf(place) || name === place.address || name === place.region;
  const room = PLACE_DETAIL_MAX - (detail ? detail.length + 1 : 0);
  const shownName = nameIsAddress ? '' : name.slice(0, room).trim();
  return [shownName, detail].filter(Boolean).join(' ');
}

/** A place the server could not tie to a district: the spec's place-not-found dialog. */
export function isUnmappable(place: Place): boolean {
  return !place.region;
}
