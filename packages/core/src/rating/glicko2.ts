/**
 * Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013), as pure functions. Decision 024
 * holds the parameters: start 1500 / RD 350 / σ 0.06, τ 0.5, one game per rating period (as
 * lichess), provisional while RD >= 110.
 */

/** A player's rating on the Glicko scale (1500-centred). */
export interface Glicko2Rating {
  rating: number;
  rd: number;
  volatility: number;
}

/** One game of the period: the opponent's rating before it and my score (1 win, 0.5 draw, 0 loss). */
export interface Glicko2Game {
  opponent: Pick<Glicko2Rating, 'rating' | 'rd'>;
  score: 0 | 0.5 | 1;
}

export const GLICKO2_SCALE = 173.7178;
export const GLICKO2_DEFAULTS = { rating: 1500, rd: 350, volatility: 0.06, tau: 0.5 } as const;
/** A rating is provisional (shown marked, never a champion) while its RD is at least this. */
export const PROVISIONAL_RD = 110;
/** RD never grows past the starting uncertainty, however long a player rests. */
export const MAX_RD = GLICKO2_DEFAULTS.rd;
const EPSILON = 0.000001;

export function initialRating(): Glicko2Rating {
  return {
    rating: GLICKO2_DEFAULTS.rating,
    rd: GLICKO2_DEFAULTS.rd,
    volatility: GLICKO2_DEFAULTS.volatility,
  };
}

export function isProvisional(rating: Pick<Glicko2Rating, 'rd'>): boolean {
  return rating.rd >= PROVISIONAL_RD;
}

function g(phi: number): number {
  return 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
}

function expected(mu: number, muJ: number, phiJ: number): number {
  return 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));
}

/** Step 5: the new volatility by the Illinois algorithm (Glickman's iteration). */
function newVolatility(sigma: number, phi: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/**
 * One rating period for one player: the games played in it (any number, none included) and τ.
 * With no games only the RD grows (step 6 with φ* = √(φ² + σ²)), capped at the start RD.
 */
export function ratePeriod(
  player: Glicko2Rating,
  games: readonly Glicko2Game[],
  tau: number = GLICKO2_DEFAULTS.tau,
): Glicko2Rating {
  const mu = (player.rating - 1500) / GLICKO2_SCALE;
  const phi = player.rd / GLICKO2_SCALE;
  const sigma = player.volatility;
  if (games.length === 0) {
    const grown = Math.sqrt(phi * phi + sigma * sigma) * GLICKO2_SCALE;
    return { rating: player.rating, rd: Math.min(grown, MAX_RD), volatility: sigma };
  }
  let vInverse = 0;
  let sum = 0;
  for (const game of games) {
    const muJ = (game.opponent.rating - 1500) / GLICKO2_SCALE;
    const phiJ = game.opponent.rd / GLICKO2_SCALE;
    const e = expected(mu, muJ, phiJ);
    vInverse += g(phiJ) * g(phiJ) * e * (1 - e);
    sum += g(phiJ) * (game.score - e);
  }
  const v = 1 / vInverse;
  const delta = v * sum;
  const sigmaPrime = newVolatility(sigma, phi, v, delta, tau);
  const phiStar = Math.sqrt(phi * phi + sigmaPrime * sigmaPrime);
  const phiPrime = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muPrime = mu + phiPrime * phiPrime * sum;
  return {
    rating: muPrime * GLICKO2_SCALE + 1500,
    rd: Math.min(phiPrime * GLICKO2_SCALE, MAX_RD),
    volatility: sigmaPrime,
  };
}

/**
 * One game between two players, one rating period each (decision 024): both are rated from the
 * other's rating before the game. `scoreA` is player A's score.
 */
export function rateGame(
  a: Glicko2Rating,
  b: Glicko2Rating,
  scoreA: 0 | 0.5 | 1,
  tau: number = GLICKO2_DEFAULTS.tau,
): { a: Glicko2Rating; b: Glicko2Rating } {
  const scoreB = (1 - scoreA) as 0 | 0.5 | 1;
  return {
    a: ratePeriod(a, [{ opponent: b, score: scoreA }], tau),
    b: ratePeriod(b, [{ opponent: a, score: scoreB }], tau),
  };
}
