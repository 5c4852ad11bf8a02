import {
  CheckUsernameBodySchema,
  CheckUsernameResponseSchema,
  CompleteSignupBodySchema,
  MyProfileSchema,
  PROFILE_PICTURE_PART,
  ProfileSchema,
  UserIdParamsSchema,
  UserSearchQuerySchema,
  UserSearchResultsSchema,
  profileLimits,
  profileMessages,
  NEXT_CURSOR_HEADER,
  type Profile,
  type UserSearchResult,
} from '@hanpan/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compiledResponse } from '../../http/compiled-serializer.ts';
import { withFileUrls } from '../../storage/file-url-text.ts';
import { encodeCursor } from '../../http/list-page.ts';
import { requireUser } from '../../http/request-auth.ts';
import { readMultipartForm } from '../uploads/index.ts';
import type { PageTable } from '../../cache/page-cache.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import type { OnRegionChanged, ProfileSaveService } from './profile-save.service.ts';
import { presentMyProfile } from './users.presenter.ts';
import type { BlockedSql, FriendCountSql, NotBlockedSql } from './users.queries.ts';
import type {
  ChampionsSql,
  ProfileRecordOf,
  ProfileRecordSql,
  ProfileTextSql,
  ReputationSql,
  UsersService,
} from './users.service.ts';

const PROFILE_FORM = {
  fileFields: [PROFILE_PICTURE_PART],
  maxFiles: 1,
  maxFileBytes: profileLimits.photoMaxBytes,
  tooLargeMessage: profileMessages.photoTooLarge,
};

export interface UsersFeatureDeps extends FeatureDeps {
  /**
   * Players a viewer must not find in search (blocks, either direction), as SQL for the search's
   * one statement. Blocks sits above users (it reads users' cards), so users cannot import it:
   * app.ts hands blocks' fragment in here.
   */
  notBlockedSql: NotBlockedSql;
  /** Whether one player blocked another (blocks' fragment, via app.ts): the profile's statement. */
  blockedSql: BlockedSql;
  /** A profile's friend count as the viewer would count the list (friends, via app.ts): a SQL fragment for the profile's one statement. */
  friendCountSql: FriendCountSql;
  /**
   * A player's record from stored results as the viewer sees it (the match feature's records,
   * via app.ts: match sits above users). Absent in a build without live play: zeros and empty lists.
   */
  profileRecordOf?: ProfileRecordOf;
  /** The record as a column of the profile's statement (match's fragment, via app.ts). */
  recordSql?: ProfileRecordSql;
  /**
   * What reviews say of the player (reviews' fragment, via app.ts, issue 19): manner score and
   * performance. Absent in tests that build users alone: spec §9's defaults.
   */
  reputationSql?: ReputationSql;
  /** The titles a player holds (ratings' fragment, via app.ts). */
  championsSql?: ChampionsSql;
  /**
   * The record, the reputation and the titles as JSON text parts of the profile's statement
   * (match's, reviews' and ratings' fragments via app.ts, issue 17): the profile is then written
   * by the statement. Each absent part reads as none.
   */
  profileTextSql?: ProfileTextSql;
  /** A saved profile's region changed (ratings' champions, via app.ts). */
  onRegionChanged?: OnRegionChanged;
}

/** Built once in index.ts and handed in (CONVENTIONS.md, feature template). */
export interface UsersRoutesDeps extends UsersFeatureDeps {
  users: UsersService;
  saveProfile: ProfileSaveService;
}

/** What a search page shows (decision 043; page-reads.test.ts checks it). */
const SEARCH_READS: readonly PageTable[] = ['users', 'user_blocks'];
/** What a profile shows (decision 043; page-reads.test.ts checks it). */
const PROFILE_READS: readonly PageTable[] = [
  'users',
  'user_blocks',
  'hidden_items',
  'friendships',
  'games',
  'match_results',
  'player_rule_records',
  'player_ratings',
  'player_games',
  'player_opponents',
  'rule_champions',
  'player_review_totals',
  'reviews',
  'rules',
  'rule_versions',
];

export async function usersRoutes(
  app: FastifyInstance,
  { storage, pages, users, saveProfile }: UsersRoutesDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/check-username',
    {
      schema: {
        tags: ['auth'],
        body: CheckUsernameBodySchema,
        response: { 200: CheckUsernameResponseSchema },
      },
    },
    async (request) => users.checkUsername(requireUser(request), request.body.username),
  );

  api.post(
    '/api/auth/complete',
    { schema: { tags: ['auth'], body: CompleteSignupBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await users.completeSignup(requireUser(request), request.body);
      return reply.status(204).send(null);
    },
  );

  const tags = ['profile'];
  api.get(
    '/api/user-profile/my/profile',
    { schema: { tags, response: { 200: compiledResponse(MyProfileSchema) } } },
    async (request) => presentMyProfile(await users.getMyself(requireUser(request)), storage),
  );

  api.get(
    '/api/user-profile/search',
    {
      schema: {
        tags,
        querystring: UserSearchQuerySchema,
        response: { 200: compiledResponse(UserSearchResultsSchema) },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      return pages.send<UserSearchResult[]>(request, reply, viewer, SEARCH_READS, async () => {
        const page = await users.searchUsers(viewer, request.query);
        if (page.next) reply.header(NEXT_CURSOR_HEADER, encodeCursor(page.next));
        // Already JSON text (the search's statement wrote it), sent past the serializer.
        return withFileUrls(`[${page.entries ?? ''}]`, storage);
      });
    },
  );

  api.get(
    '/api/user-profile/:id',
    { schema: { tags, params: UserIdParamsSchema, response: { 200: compiledResponse(ProfileSchema) } } },
    async (request, reply) => {
      const viewer = requireUser(request);
      return pages.send<Profile>(request, reply, viewer, PROFILE_READS, async () =>
        // Already JSON text (the profile's statement wrote it), sent past the serializer.
        withFileUrls(await users.getProfileText(viewer, request.params.id), storage),
      );
    },
  );

  // Multipart: text parts age, gender, region, bio, affiliation, nickname; file part profile_picture.
  api.patch(
    '/api/user-profile/save',
    { schema: { tags, response: { 200: compiledResponse(MyProfileSchema) } } },
    async (request) => {
      const actor = requireUser(request);
      const form = await readMultipartForm(request, PROFILE_FORM);
      return presentMyProfile(await saveProfile(actor, form), storage);
    },
  );
}
