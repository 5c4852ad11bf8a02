import { describe, expect, it } from 'vitest';
import { initialRating, isProvisional, rateGame, ratePeriod, MAX_RD } from './glicko2.ts';

describe('Glicko-2', () => {
  it("reproduces Glickman's published example (1464.06 / 151.52 / 0.05999)", () => {
    const after = ratePeriod(
      { rating: 1500, rd: 200, volatility: 0.06 },
      [
        { opponent: { rating: 1400, rd: 30 }, score: 1 },
        { opponent: { rating: 1550, rd: 100 }, score: 0 },
        { opponent: { rating: 1700, rd: 300 }, score: 0 },
      ],
      0.5,
    );
    // The paper rounds μ' to -0.2069 before scaling back (1464.06); unrounded it is 1464.05.
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 2);
    expect(after.volatility).toBeCloseTo(0.05999, 4); // 0.059996 unrounded
  });

  it('moves two new players symmetrically on a draw, and shrinks both RDs', () => {
    const { a, b } = rateGame(initialRating(), initialRating(), 0.5);
    expect(a.rating).toBeCloseTo(1500, 6);
    expect(b.rating).toBeCloseTo(1500, 6);
    expect(a.rd).toBeLessThan(350);
    expect(b.rd).toBeCloseTo(a.rd, 9);
  });

  it('a draw against a stronger player raises my rating and lowers theirs', () => {
    const strong = { rating: 1800, rd: 80, volatility: 0.06 };
    const { a, b } = rateGame(initialRating(), strong, 0.5);
    expect(a.rating).toBeGreaterThan(1500);
    expect(b.rating).toBeLessThan(1800);
  });

  it('one game between new players moves the winner up and the loser down by the same amount', () => {
    const { a, b } = rateGame(initialRating(), initialRating(), 1);
    expect(a.rating).toBeGreaterThan(1600);
    expect(a.rating - 1500).toBeCloseTo(1500 - b.rating, 6);
    expect(isProvisional(a)).toBe(true);
  });

  it('grows the RD through periods without games, never past the start RD', () => {
    let r = { rating: 1620, rd: 60, volatility: 0.06 };
    const once = ratePeriod(r, []);
    expect(once.rating).toBe(1620);
    expect(once.rd).toBeGreaterThan(60);
    for (let i = 0; i < 10_000; i += 1) r = ratePeriod(r, []);
    expect(r.rd).toBe(MAX_RD);
    expect(isProvisional(r)).toBe(true);
  });

  it('is not provisional once enough games bring the RD under 110', () => {
    let a = initialRating();
    let b = initialRating();
    let games = 0;
    while (isProvisional(a)) {
      ({ a, b } = rateGame(a, b, games % 2 === 0 ? 1 : 0));
      games += 1;
    }
    expect(games).toBeGreaterThanOrEqual(5);
    expect(games).toBeLessThan(30);
  });
});
