import {
  DmRoomListSchema,
  GameApplicantsSchema,
  GameListSchema,
  MyGamesSchema,
  MyRequestsSchema,
  MyProfileSchema,
  NotificationsSchema,
  ProfileSchema,
  RuleListSchema,
  UserSearchResultsSchema,
  type Profile,
  type Rule,
} from '@hanpan/core';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledResponse, compileSerializer, serializerCompiler } from './compiled-serializer.ts';

/** What fastify-type-provider-zod sends for `data`: the bytes the compiled serializer must match. */
const zodBytes = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data as never));

// Korean, quotes, a backslash, a newline, a lone surrogate and an emoji: the escapes must match too.
const awkward = '한판 "딱지" \\ 끝\n\u0007 \ud800 🏓';

const rule = (overrides: Partial<Rule> = {}): Rule & { extra: string } => ({
  extra: 'left out by both',
  ruleTitle: awkward,
  majorCategory: '구기',
  minorCategory: '탁구',
  ruleGoal: '11점',
  ruleScoreDefinition: '한 점',
  rulePreparation: '',
  ruleOrder: '번갈아',
  ruleDecision: '심판',
  ruleFoul: '없음',
  ruleExtraInfo: null,
  winBy: 'POINTS',
  pointsToWin: 11,
  setsToWin: 3,
  duration: 30,
  id: 7,
  title: awkward,
  ruleDescription: '한 줄',
  version: 2,
  createdBy: { id: 3, nickname: '하은', profile: { profilePicture: null }, profilePicture: null },
  createdAt: '2026-11-27T01:00:00.000Z',
  averageRating: 4.25,
  rating: 4.25,
  ratingCount: 4,
  playCount: 0,
  useCount: 0,
  lastPlayedAt: null,
  editRequestStatus: null,
  editRequestId: null,
  rejectionReason: null,
  hiddenByAdmin: false,
  isMine: true,
  ...overrides,
});

const profile: Profile = {
  id: 1,
  nickname: '하은',
  username: 'haeun',
  age: null,
  gender: 'F',
  region: '서울 강남구',
  bio: awkward,
  intro: awkward,
  affiliation: null,
  profilePicture: 'https://example.test/a.webp',
  profilePictureThumbnail: null,
  isMe: true,
  isDeleted: false,
  avatar: 'https://example.test/a.webp',
  location: '서울 강남구',
  stats: {
    wins: 2,
    draws: 0,
    losses: 1,
    winRate: 66.66666666666667,
    performance: 4.2,
    performanceHistory: [{ playedAt: '2026-11-26T00:00:00.000Z', performance: 4.2 }],
    friends: 3,
  },
  playedRules: [
    { id: 7, ruleTitle: awkward, majorCategory: '구기', minorCategory: '탁구', ruleDescription: '' },
  ],
  recentGames: [
    {
      gameId: 7,
      result: 'win',
      myScore: 11,
      opponentScore: 9,
      opponentNickname: '민준',
      ruleTitle: '탁구',
      startPhotoUrl: null,
      playedAt: '2026-11-26T00:00:00.000Z',
    },
  ],
  top3Rules: [
    {
      ruleId: 7,
      ruleTitle: '탁구',
      minorCategory: '탁구',
      rating: 4.5,
      playCount: 3,
      myRank: 1,
      totalPlayers: 4,
    },
  ],
  myChampions: [{ ruleId: 7, region: '서울', ruleTitle: '탁구' }],
  playTime: 120,
  mannerScore: 4.5,
  mannerReviewCount: 0,
  totalPlayers: 12,
  blockedByMe: false,
};

const gameRule = {
  id: 7,
  version: 2,
  ruleTitle: awkward,
  majorCategory: '구기',
  minorCategory: '탁구',
  ruleDescription: '먼저 11점',
  winBy: 'POINTS',
  pointsToWin: 11,
  setsToWin: 3,
  duration: -1,
};
const record = { wins: 0, draws: 0, losses: 0, ruleRating: 0 };
const applicant = {
  userId: 3,
  applicantNickname: awkward,
  applicantProfileUrl: null,
  approved: false,
  status: 'REQUESTED',
  wins: 2,
  draws: 1,
  losses: 0,
  winRate: 66.66666666666667,
  applicantGameStatisticsDTO: record,
};
const gamePlace = { matchLocation: null, placeRoad: null, placeDetail: '', region: null };
const gameOwner = { ownerId: 1, ownerNickname: '민준', ownerProfileUrl: 'https://example.test/a.webp' };

describe('compiled response serializer', () => {
  it.each([
    [
      'a rule page (nulls, a creator and none, unknown keys)',
      RuleListSchema,
      [
        rule(),
        rule({
          createdBy: null,
          ruleExtraInfo: '더',
          lastPlayedAt: '2026-11-26T00:00:00.000Z',
          editRequestStatus: 'PENDING',
          editRequestId: 4,
        }),
      ],
    ],
    ['an empty page', RuleListSchema, []],
    [
      'user search results',
      UserSearchResultsSchema,
      [{ id: 2, nickname: awkward, username: null, avatar: null, intro: '안녕' }],
    ],
    [
      'DM rooms',
      DmRoomListSchema,
      [
        {
          roomId: 1,
          targetUserId: 2,
          targetUserNickname: '민준',
          targetUserProfileUrl: null,
          lastMessageContent: awkward,
          lastMessageTimestamp: '2026-11-27T01:00:00.000Z',
          unreadCount: 3,
        },
      ],
    ],
    [
      'notifications',
      NotificationsSchema,
      [
        {
          id: 1,
          type: 'FRIEND_REQUEST',
          title: '친구 요청',
          message: awkward,
          isRead: false,
          createdAt: '2026-11-27T01:00:00.000Z',
          url: null,
        },
      ],
    ],
    [
      'a games page (an undecided place, challengers)',
      GameListSchema,
      [
        {
          id: 5,
          ...gameOwner,
          createdAt: '2026-11-27T01:00:00.000Z',
          matchLocation: '서울 강남구 테헤란로 1 2층',
          matchDate: null,
          placeRoad: '서울 강남구 테헤란로 1',
          placeDetail: '2층',
          region: '서울 강남구',
          status: 'MATCHING',
          rule: gameRule,
          ruleStatisticsOfOwner: record,
          challengers: [
            {
              userId: 3,
              applicantNickname: '',
              applicantProfileUrl: null,
              applicantGameStatisticsDTO: record,
            },
          ],
          isAppliedByMe: true,
        },
      ],
    ],
    [
      'my games (an invitation, a hidden one)',
      MyGamesSchema,
      [
        {
          id: 5,
          status: 'MATCHING',
          matchDate: '2026-11-28T01:00:00.000Z',
          startedAt: null,
          createdAt: '2026-11-27T01:00:00.000Z',
          ...gamePlace,
          ...gameOwner,
          opponentId: 2,
          opponentNickname: awkward,
          opponentProfileUrl: null,
          isOwner: true,
          isFriendGame: true,
          invitation: 'PENDING',
          inviteCode: null,
          championId: null,
          rule: gameRule,
          ownerStatistics: { wins: 0, draws: 0, losses: 0, manner: 36.5 },
          applicantCount: 0,
          pairingEnded: null,
          hiddenByAdmin: true,
          hiddenReason: awkward,
        },
      ],
    ],
    [
      'my requests',
      MyRequestsSchema,
      [
        {
          id: 5,
          applicationId: 9,
          status: 'REQUESTED',
          championId: 3,
          gameStatus: 'MATCHING',
          matchDate: null,
          createdAt: '2026-11-27T01:00:00.000Z',
          ...gamePlace,
          ...gameOwner,
          rule: gameRule,
          anotherApproved: false,
          applicantCount: 1,
          applicants: [applicant],
          ownerStatistics: { wins: 0, draws: 0, losses: 0, manner: 36.5 },
        },
      ],
    ],
    [
      'applicants',
      GameApplicantsSchema,
      [
        { gameId: 5, applicants: [applicant] },
        { gameId: 6, applicants: [] },
      ],
    ],
    [
      'the own profile',
      MyProfileSchema,
      { ...profile, isGroupAccount: false, isInitialGroup: false, onboardingStep: 9 },
    ],
  ] as Array<[string, z.ZodType, unknown]>)('writes the bytes zod writes: %s', (_name, schema, data) => {
    expect(compileSerializer(schema)(data)).toBe(zodBytes(schema, data));
  });

  it('writes a profile with its nested lists as zod does, and blockedByMe as sent', () => {
    expect(compileSerializer(ProfileSchema)(profile)).toBe(zodBytes(ProfileSchema, profile));
    const notBlocking = { ...profile, blockedByMe: true };
    expect(compileSerializer(ProfileSchema)(notBlocking)).toBe(zodBytes(ProfileSchema, notBlocking));
  });

  it('is what a route marked compiledResponse answers, and a missing field answers 500', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(serializerCompiler);
    const page = [rule()];
    app.get('/rules', { schema: { response: { 200: compiledResponse(RuleListSchema) } } }, async () => page);
    app.get('/broken', { schema: { response: { 200: compiledResponse(RuleListSchema) } } }, async () => [
      { ...rule(), id: undefined } as unknown as Rule,
    ]);
    const ok = await app.inject({ url: '/rules' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe(zodBytes(RuleListSchema, page));
    expect((await app.inject({ url: '/broken' })).statusCode).toBe(500);
    await app.close();
  });

  it('refuses, when the route is registered, a schema whose output JSON Schema cannot say', () => {
    expect(() => compiledResponse(z.object({ at: z.date() }))).toThrow();
  });
});
