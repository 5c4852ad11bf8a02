import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { requireUserOnEveryRoute } from '../../http/request-auth.ts';
import type { PlaceSuggestion } from '../../integrations/places/index.ts';
import { listUsedPlaces } from '../games/index.ts';
import { usedPlaceSuggestion } from './places.presenter.ts';
import { placesRoutes, type PlacesFeatureDeps } from './places.routes.ts';

export type { PlacesFeatureDeps };

/**
 * Places (issue 11 §2): GET /api/places/search, the wizard's and the start flow's autocomplete.
 * The search itself is integrations/places (Kakao, Google, the offline default), built in app.ts;
 * this feature owns no table.
 */
export async function placesFeature(app: FastifyInstance, deps: PlacesFeatureDeps): Promise<void> {
  requireUserOnEveryRoute(app);
  await app.register(placesRoutes, deps);
}

/** How many used places the offline search knows, and how long one reading of them is kept. */
const KNOWN_PLACES_LIMIT = 500;
const KNOWN_PLACES_TTL_MS = 60_000;

/**
 * The offline search's `knownPlaces` (integrations/places): places already used in games, read at
 * most once a minute (a search runs on every pause in typing), so a new game's place is
 * suggested to everyone within a minute.
 */
export function knownPlacesOfGames(db: Db, now: () => number = Date.now): () => Promise<PlaceSuggestion[]> {
  let cached: { at: number; places: Promise<PlaceSuggestion[]> } | null = null;
  return () => {
    if (cached && now() - cached.at < KNOWN_PLACES_TTL_MS) return cached.places;
    const places = listUsedPlaces(db, KNOWN_PLACES_LIMIT).then((used) =>
      used.flatMap((place) => {
        const suggestion = usedPlaceSuggestion(place);
        return suggestion ? [suggestion] : [];
      }),
    );
    cached = { at: now(), places };
    // A failed reading is not kept: the next search tries again.
    places.catch(() => {
      if (cached?.places === places) cached = null;
    });
    return places;
  };
}
