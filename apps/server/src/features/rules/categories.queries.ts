import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { ruleCategories } from '../../db/schema/index.ts';

/*
 * The category taxonomy (reference data seeded from categories.json; admins may extend it). Small
 * and read on every rule creation: one ordered query each time is cheaper than caching it right.
 */

/** Majors in their seeded order. */
export async function listMajors(db: Db): Promise<string[]> {
  const rows = await db
    .select({ major: ruleCategories.major })
    .from(ruleCategories)
    .groupBy(ruleCategories.major)
    .orderBy(sql`min(${ruleCategories.majorOrder})`, asc(ruleCategories.major));
  return rows.map((row) => row.major);
}

/** The minors of one major in their order; empty for an unknown major. */
export async function listMinors(db: Db, major: string): Promise<string[]> {
  const rows = await db
    .select({ minor: ruleCategories.minor })
    .from(ruleCategories)
    .where(eq(ruleCategories.major, major))
    .orderBy(asc(ruleCategories.minorOrder), asc(ruleCategories.minor));
  return rows.map((row) => row.minor);
}

/** The whole taxonomy, majors and minors in order (what the rule namer chooses from). */
export async function listTaxonomy(db: Db): Promise<{ majors: { name: string; minors: string[] }[] }> {
  const rows = await db
    .select({ major: ruleCategories.major, minor: ruleCategories.minor })
    .from(ruleCategories)
    .orderBy(asc(ruleCategories.majorOrder), asc(ruleCategories.minorOrder), asc(ruleCategories.id));
  const byMajor = new Map<string, string[]>();
  for (const row of rows) {
    const minors = byMajor.get(row.major);
    if (minors) minors.push(row.minor);
    else byMajor.set(row.major, [row.minor]);
  }
  return { majors: [...byMajor].map(([name, minors]) => ({ name, minors })) };
}

export async function categoryExists(db: Db, major: string, minor: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ruleCategories.id })
    .from(ruleCategories)
    .where(and(eq(ruleCategories.major, major), eq(ruleCategories.minor, minor)))
    .limit(1);
  return row !== undefined;
}
