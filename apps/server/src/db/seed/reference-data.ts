import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { seedDataDir } from '../../paths.ts';
import type { Db } from '../db.ts';
import { ruleCategories } from '../schema/index.ts';

const CategoriesFileSchema = z.object({
  majors: z.array(z.object({ name: z.string().min(1), minors: z.array(z.string().min(1)).min(1) })).min(1),
});

export function readSeedCategories() {
  return CategoriesFileSchema.parse(JSON.parse(readFileSync(join(seedDataDir, 'categories.json'), 'utf8')))
    .majors;
}

/** Rule categories every environment needs (production too). Re-running adds only what is new. */
export async function seedReferenceData(db: Db): Promise<void> {
  const rows = readSeedCategories().flatMap((major, majorOrder) =>
    major.minors.map((minor, minorOrder) => ({ major: major.name, minor, majorOrder, minorOrder })),
  );
  await db.insert(ruleCategories).values(rows).onConflictDoNothing();
}
