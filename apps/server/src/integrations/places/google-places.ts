import { districtCentre } from '@hanpan/core';
import { z } from 'zod';
import { isInKorea, resolvePlaceRegion } from './place-region.ts';
import type { PlaceSuggestion } from './places.ts';
import { PlaceProviderFailure, fetchJson, type PlaceProvider } from './provider.ts';

/** Google Places Text Search (New), asked in Korean for Korea; results elsewhere are dropped. */

export interface GooglePlacesOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

// Only what we read: fewer fields is also a cheaper SKU.
export const GOOGLE_FIELD_MASK =
  'places.displayName,places.formattedAddress,places.location,places.addressComponents';

/** Google allows at most 20 per page. */
const PAGE_MAX = 20;
/** The region bias around `near`: a district and its neighbours. */
const NEAR_RADIUS_M = 20_000;

const SearchTextSchema = z.object({
  places: z
    .array(
      z.object({
        displayName: z.object({ text: z.string() }).optional(),
        formattedAddress: z.string(),
        location: z.object({ latitude: z.number(), longitude: z.number() }),
        addressComponents: z
          .array(z.object({ shortText: z.string().optional(), types: z.array(z.string()) }))
          .optional(),
      }),
    )
    .optional()
    .default([]),
});

type GooglePlace = z.infer<typeof SearchTextSchema>['places'][number];

function country(place: GooglePlace): string | null {
  return place.addressComponents?.find((c) => c.types.includes('country'))?.shortText ?? null;
}

function toSuggestion(place: GooglePlace): PlaceSuggestion | null {
  const { latitude: lat, longitude: lng } = place.location;
  const code = country(place);
  if ((code !== null && code !== 'KR') || !isInKorea(lat, lng)) return null;
  const address = place.formattedAddress.replace(/^(대한민국|South Korea)[\s,]+/i, '').trim();
  const region = resolvePlaceRegion(address);
  if (!region) return null;
  const placeName = place.displayName?.text.trim() || address;
  // Google's Korean formattedAddress is a road address but does not say so; keep it as the address.
  return { placeName, address, roadAddress: null, region, lat, lng, approximate: false, source: 'google' };
}

export function createGooglePlacesProvider(options: GooglePlacesOptions): PlaceProvider {
  const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/v1/places:searchText`);
  return {
    name: 'google',
    async search(query, { near, limit }) {
      const centre = near ? districtCentre(near.province, near.district) : null;
      const body = {
        textQuery: query,
        languageCode: 'ko',
        regionCode: 'KR',
        pageSize: Math.min(limit, PAGE_MAX),
        ...(centre && {
          locationBias: {
            circle: { center: { latitude: centre.lat, longitude: centre.lng }, radius: NEAR_RADIUS_M },
          },
        }),
      };
      const answer = await fetchJson(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': options.apiKey,
          'x-goog-fieldmask': GOOGLE_FIELD_MASK,
        },
        body: JSON.stringify(body),
        timeoutMs: options.timeoutMs,
      });
      const parsed = SearchTextSchema.safeParse(answer);
      if (!parsed.success) throw new PlaceProviderFailure('bad_response');
      return parsed.data.places.map(toSuggestion).filter((s) => s !== null);
    },
  };
}
