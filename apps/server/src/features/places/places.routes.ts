import { PLACE_SEARCH_LIMIT, PlaceSearchQuerySchema, PlacesSchema } from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/request-auth.ts';
import type { PlaceSearch } from '../../integrations/places/index.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { findActiveUser } from '../users/index.ts';
import { presentPlace } from './places.presenter.ts';

export interface PlacesFeatureDeps extends FeatureDeps {
  placeSearch: PlaceSearch;
}

export async function placesRoutes(app: FastifyInstance, { db, placeSearch }: PlacesFeatureDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['places'];

  // Korea only; never fails for a provider's sake (the offline default answers instead).
  api.get(
    '/api/places/search',
    { schema: { tags, querystring: PlaceSearchQuerySchema, response: { 200: PlacesSchema } } },
    async (request) => {
      const user = requireUser(request);
      // Places in the player's own district come first.
      const near = (await findActiveUser(db, user.userId))?.region ?? undefined;
      const found = await placeSearch.search(request.query.q, {
        limit: PLACE_SEARCH_LIMIT,
        ...(near ? { near } : {}),
      });
      return found.flatMap((suggestion) => {
        const place = presentPlace(suggestion);
        return place ? [place] : [];
      });
    },
  );
}
