import { z } from 'zod';
import { singleLineText } from '../validation/text.ts';

/** At most this many suggestions per search (the wizard's autocomplete shows them all). */
export const PLACE_SEARCH_LIMIT = 10;
export const PLACE_QUERY_MAX = 50;

export const placeMessages = {
  queryRequired: '찾을 장소 이름이나 주소를 입력해 주세요.',
  queryTooLong: `장소 검색어는 ${PLACE_QUERY_MAX}자까지 쓸 수 있어요.`,
} as const;

/**
 * One place suggestion of GET /api/places/search (spec §3 Place: name, address, region, geometry).
 * `region` is the canonical 'province district' ('서울 강남구') of the address through the one
 * normaliser of @hanpan/core; the server drops what it cannot map, so a client that still meets
 * null treats it as a place not found. `approximate`: lat/lng are the district centre, not
 * the place itself.
 */
export const PlaceSchema = z.object({
  placeName: z.string(),
  /** Lot (지번) address, or the road address (or just the district) when that is all that is known. */
  address: z.string(),
  roadAddress: z.string().nullable(),
  region: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  approximate: z.boolean(),
});
export type Place = z.infer<typeof PlaceSchema>;
export const PlacesSchema = z.array(PlaceSchema).max(PLACE_SEARCH_LIMIT);

/** GET /api/places/search?q= — trimmed, 1–50 characters. */
export const PlaceSearchQuerySchema = z.object({
  q: singleLineText('장소 검색어', { error: placeMessages.queryRequired, search: true })
    .trim()
    .min(1, placeMessages.queryRequired)
    .max(PLACE_QUERY_MAX, placeMessages.queryTooLong),
});
export type PlaceSearchQuery = z.infer<typeof PlaceSearchQuerySchema>;
