import { parseRegion } from '@hanpan/core';
import type { BaseLogger } from 'pino';
import { createGooglePlacesProvider } from './google-places.ts';
import { createKakaoLocalProvider } from './kakao-local.ts';
import { searchOffline } from './offline-places.ts';
import { resolvePlaceRegionRef } from './place-region.ts';
import { clampLimit, type PlaceSearch, type PlaceSuggestion } from './places.ts';
import { PlaceProviderFailure, type PlaceProvider } from './provider.ts';

export type { PlaceSearch, PlaceSearchOptions, PlaceSuggestion } from './places.ts';
export { isInKorea, resolvePlaceRegion } from './place-region.ts';
export { OFFLINE_VENUES, type OfflineVenue } from './offline-venues.ts';

export interface PlacesConfig {
  KAKAO_REST_API_KEY?: string | undefined;
  KAKAO_LOCAL_BASE_URL: string;
  GOOGLE_PLACES_API_KEY?: string | undefined;
  GOOGLE_PLACES_BASE_URL: string;
  PLACES_TIMEOUT_MS: number;
}

export type PlacesLog = Pick<BaseLogger, 'warn'>;

export interface PlaceSearchHooks {
  /** Every place already used in a game (the games feature); searched by the offline default. */
  knownPlaces?: () => Promise<PlaceSuggestion[]>;
}

/** Longer input is no place name; it is cut before it reaches a provider. */
const MAX_QUERY_LENGTH = 100;

/**
 * Kakao Local when KAKAO_REST_API_KEY is set, then Google Places when GOOGLE_PLACES_API_KEY is
 * set, then the offline default. A provider that fails or times out is logged (reason only) and
 * the next one answers; one that finds nothing also lets the offline lists try, so a player is
 * never left without suggestions the offline data could give.
 */
export function createPlaceSearch(
  config: PlacesConfig,
  log: PlacesLog,
  hooks: PlaceSearchHooks = {},
): PlaceSearch {
  const timeoutMs = config.PLACES_TIMEOUT_MS;
  const providers: PlaceProvider[] = [
    ...(config.KAKAO_REST_API_KEY
      ? [
          createKakaoLocalProvider({
            baseUrl: config.KAKAO_LOCAL_BASE_URL,
            apiKey: config.KAKAO_REST_API_KEY,
            timeoutMs,
          }),
        ]
      : []),
    ...(config.GOOGLE_PLACES_API_KEY
      ? [
          createGooglePlacesProvider({
            baseUrl: config.GOOGLE_PLACES_BASE_URL,
            apiKey: config.GOOGLE_PLACES_API_KEY,
            timeoutMs,
          }),
        ]
      : []),
  ];

  async function loadKnownPlaces(): Promise<PlaceSuggestion[]> {
    if (!hooks.knownPlaces) return [];
    try {
      return await hooks.knownPlaces();
    } catch (err) {
      log.warn({ err }, 'places: known places could not be read, searching without them');
      return [];
    }
  }

  return {
    async search(rawQuery, options = {}) {
      const query = rawQuery.normalize('NFC').trim().slice(0, MAX_QUERY_LENGTH);
      const limit = clampLimit(options.limit);
      const near = options.near ? resolvePlaceRegionRef(options.near) : null;

      if (query !== '') {
        for (const provider of providers) {
          const startedAt = performance.now();
          try {
            const found = await provider.search(query, { near, limit });
            if (found.length > 0)
              return rankNearFirst(dedupe(found), near?.province, near?.district).slice(0, limit);
          } catch (error) {
            const failure =
              error instanceof PlaceProviderFailure ? error : new PlaceProviderFailure('network');
            // WARNING: reason and status only: never the key, the query or the provider's answer.
            log.warn(
              {
                provider: provider.name,
                reason: failure.reason,
                status: failure.status,
                durationMs: Math.round(performance.now() - startedAt),
              },
              'places: provider failed, falling back',
            );
          }
        }
      }
      return searchOffline({ query, near: options.near, limit, knownPlaces: await loadKnownPlaces() });
    },
  };
}

function dedupe(list: PlaceSuggestion[]): PlaceSuggestion[] {
  const seen = new Set<string>();
  return list.filter((s) => {
    const key = `${s.placeName}|${s.roadAddress ?? s.address}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Stable: the provider's own relevance order stays within each group. */
function rankNearFirst(list: PlaceSuggestion[], province?: string, district?: string): PlaceSuggestion[] {
  if (!province) return list;
  const rank = (s: PlaceSuggestion) => {
    const ref = parseRegion(s.region);
    if (ref?.province !== province) return 2;
    return ref.district === district ? 0 : 1;
  };
  return [...list].sort((a, b) => rank(a) - rank(b));
}
