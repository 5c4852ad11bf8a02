import type { FastifyBaseLogger } from 'fastify';

type Job = () => Promise<void>;

/** A place in one game's line, taken under the match row lock; given its job after the commit. */
export interface DeliverySlot {
  /**
   * The committed step's publishing (null: the transaction failed, the place is given up). Resolves
   * once it ran, after every earlier place in the line; never rejects (a failure is logged).
   */
  run(job: Job | null): Promise<void>;
}

export interface DeliveryLine {
  /** WARNING: call while holding the game's match row lock, as the last thing before the commit. */
  reserve(gameId: number): DeliverySlot;
  /** After a commit that took no place (a block's transaction): behind every place already taken. */
  append(gameId: number, job: Job): Promise<void>;
}

/**
 * Ordered delivery per game on this instance (issue 18: `seq` contiguous on the topic). Steps of one
 * game commit in seq order (the row lock), but what runs after each commit (nicknames, the
 * publish) can overtake another: so each step takes its place in the game's line while it still
 * holds the lock, and publishes only when every earlier place has. Across instances each one
 * keeps its own line; the clients drop what they have seen and fetch a gap (decision 023).
 */
export function createDeliveryLine(log: Pick<FastifyBaseLogger, 'warn'>): DeliveryLine {
  const tails = new Map<number, Promise<void>>();

  function place(gameId: number, turn: Promise<Job | null>): Promise<void> {
    const previous = tails.get(gameId) ?? Promise.resolve();
    const done = previous
      .then(() => turn)
      .then((job) => job?.())
      .catch((err: unknown) => log.warn({ err, gameId }, 'match delivery failed'));
    tails.set(gameId, done);
    void done.then(() => {
      if (tails.get(gameId) === done) tails.delete(gameId);
    });
    return done;
  }

  return {
    reserve(gameId) {
      let give!: (job: Job | null) => void;
      const done = place(gameId, new Promise<Job | null>((resolve) => (give = resolve)));
      return {
        run(job) {
          give(job);
          return done;
        },
      };
    },
    append: (gameId, job) => place(gameId, Promise.resolve(job)),
  };
}
