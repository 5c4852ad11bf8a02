import { describe, expect, it } from 'vitest';
import {
  ApproveBodySchema,
  GameApplicantsQuerySchema,
  gameManagementMessages,
  winRateOf,
} from './game-management.ts';

describe('GameApplicantsQuerySchema', () => {
  it('reads comma-separated game ids, without repeats; nothing or empty means "my open games"', () => {
    expect(GameApplicantsQuerySchema.parse({ gameIds: '3, 1,3' }).gameIds).toEqual([3, 1]);
    expect(GameApplicantsQuerySchema.parse({}).gameIds).toBeUndefined();
    expect(GameApplicantsQuerySchema.parse({ gameIds: '' }).gameIds).toBeUndefined();
  });

  it.each(['a', '1,,2', '0', '-1', '1.5'])('refuses %j in Korean', (gameIds) => {
    const result = GameApplicantsQuerySchema.safeParse({ gameIds });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('잘못된 경기 번호예요.');
  });
});

describe('ApproveBodySchema', () => {
  it('takes numeric ids (also as strings, as older clients send them)', () => {
    expect(ApproveBodySchema.parse({ gameId: '4', userId: 7 })).toEqual({ gameId: 4, userId: 7 });
    expect(ApproveBodySchema.safeParse({ gameId: 4 }).success).toBe(false);
  });
});

describe('gameManagementMessages', () => {
  it("keeps the phrase existing clients look for in the approve race's 409", () => {
    expect(gameManagementMessages.approvalTaken).toContain('한 명만 승인 가능');
  });
});

describe('winRateOf', () => {
  it('is a rounded percentage, 0 with no games', () => {
    expect(winRateOf({ wins: 0, draws: 0, losses: 0 })).toBe(0);
    expect(winRateOf({ wins: 2, draws: 1, losses: 0 })).toBe(67);
  });
});
