import type { Db } from '../../../db/db.ts';
import { games, type NewGameRow } from '../../../db/schema/index.ts';

/** A new game as given (random, friend or an agreed challenge); answers the stored row. */
export async function insertGame(db: Db, values: NewGameRow) {
  const [row] = await db.insert(games).values(values).returning();
  return row!;
}
