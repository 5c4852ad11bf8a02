/**
 * The contract of the places search the game wizard uses to pick where a game is played. The games
 * feature calls `PlaceSearch.search` and stores the chosen suggestion's `region`; this folder never
 * touches the database (places already used in games come in through `knownPlaces`).
 */

export interface PlaceSuggestion {
  placeName: string;
  /** Lot (지번) address, or the road address when that is all the source knows. */
  address: string;
  roadAddress: string | null;
  /** Canonical 'province district' ('서울 강남구') from @hanpan/core regions. */
  region: string;
  lat: number;
  lng: number;
  /** True when lat/lng are the district centre rather than the place itself. */
  approximate: boolean;
  source: 'kakao' | 'google' | 'offline';
}

export interface PlaceSearchOptions {
  /** A region the player is in ('서울 강남구', any spelling the normaliser reads): its places rank first. */
  near?: string;
  /** At most this many suggestions (default 10, at most 30). */
  limit?: number;
}

export interface PlaceSearch {
  /** Never rejects: a failing provider falls back to the offline search. */
  search(query: string, options?: PlaceSearchOptions): Promise<PlaceSuggestion[]>;
}

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 30;

export function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_LIMIT;
  return Math.min(MAX_LIMIT, Math.max(1, Math.floor(limit)));
}
