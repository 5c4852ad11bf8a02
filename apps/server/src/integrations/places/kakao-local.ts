import { districtCentre, type RegionRef } from '@hanpan/core';
import { z } from 'zod';
import { isInKorea, resolvePlaceRegion } from './place-region.ts';
import type { PlaceSuggestion } from './places.ts';
import { PlaceProviderFailure, fetchJson, type PlaceProvider } from './provider.ts';

/**
 * Kakao Local: keyword search (places: '잠실 테니스장') and address search ('테헤란로 152') asked
 * together; whichever answers is used, and only when both fail does the caller fall back. Kakao
 * gives x = longitude, y = latitude, as strings.
 */

export interface KakaoLocalOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

const coordinate = z.union([z.string(), z.number()]).transform(Number).pipe(z.number().finite());

const KeywordSchema = z.object({
  documents: z.array(
    z.object({
      place_name: z.string(),
      address_name: z.string(),
      road_address_name: z.string().nullish(),
      x: coordinate,
      y: coordinate,
    }),
  ),
});

const AddressSchema = z.object({
  documents: z.array(
    z.object({
      address_name: z.string(),
      x: coordinate,
      y: coordinate,
      road_address: z.object({ address_name: z.string(), building_name: z.string().nullish() }).nullish(),
    }),
  ),
});

/** Keyword search pages hold at most 15, address search 30. */
const KEYWORD_MAX = 15;
const ADDRESS_MAX = 30;

function suggestion(
  placeName: string,
  address: string,
  roadAddress: string | null,
  lat: number,
  lng: number,
): PlaceSuggestion | null {
  if (!isInKorea(lat, lng)) return null;
  const region = resolvePlaceRegion(roadAddress ?? address) ?? resolvePlaceRegion(address);
  if (!region || placeName.trim() === '') return null;
  return {
    placeName: placeName.trim(),
    address,
    roadAddress,
    region,
    lat,
    lng,
    approximate: false,
    source: 'kakao',
  };
}

export function createKakaoLocalProvider(options: KakaoLocalOptions): PlaceProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers = { authorization: `KakaoAK ${options.apiKey}` };

  async function keyword(query: string, near: RegionRef | null, limit: number) {
    const url = new URL(`${base}/v2/local/search/keyword.json`);
    url.searchParams.set('query', query);
    url.searchParams.set('size', String(Math.min(limit, KEYWORD_MAX)));
    const centre = near ? districtCentre(near.province, near.district) : null;
    if (centre) {
      // With x/y Kakao still ranks by accuracy, but knows where the player is.
      url.searchParams.set('x', String(centre.lng));
      url.searchParams.set('y', String(centre.lat));
    }
    const parsed = KeywordSchema.safeParse(await fetchJson(url, { headers, timeoutMs: options.timeoutMs }));
    if (!parsed.success) throw new PlaceProviderFailure('bad_response');
    return parsed.data.documents.map((d) =>
      suggestion(d.place_name, d.address_name, d.road_address_name || null, d.y, d.x),
    );
  }

  async function address(query: string, limit: number) {
    const url = new URL(`${base}/v2/local/search/address.json`);
    url.searchParams.set('query', query);
    url.searchParams.set('size', String(Math.min(limit, ADDRESS_MAX)));
    const parsed = AddressSchema.safeParse(await fetchJson(url, { headers, timeoutMs: options.timeoutMs }));
    if (!parsed.success) throw new PlaceProviderFailure('bad_response');
    return parsed.data.documents.map((d) => {
      const road = d.road_address?.address_name || null;
      const name = d.road_address?.building_name || road || d.address_name;
      return suggestion(name, d.address_name, road, d.y, d.x);
    });
  }

  return {
    name: 'kakao',
    async search(query, { near, limit }) {
      const [byAddress, byKeyword] = await Promise.allSettled([
        address(query, limit),
        keyword(query, near, limit),
      ]);
      if (byAddress.status === 'rejected' && byKeyword.status === 'rejected') throw byKeyword.reason;
      // An address that matches is what the player typed; places named like it follow.
      return [
        ...(byAddress.status === 'fulfilled' ? byAddress.value : []),
        ...(byKeyword.status === 'fulfilled' ? byKeyword.value : []),
      ].filter((s) => s !== null);
    },
  };
}
