import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publicBaseUrlOf } from '../../http/public-url.ts';
import { createLocalFileStorage } from '../../storage/local-file-storage.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { CardStatsSql } from '../games/index.ts';
import { ruleRecordSql } from '../match/index.ts';
import { ruleChampionSql, ruleRatingSql } from '../ratings/index.ts';
import { mannerTotalsSql } from '../reviews/index.ts';
import { createFeedService } from './feed.service.ts';

/** The game cards' fragments as app.ts gives them to the feed. */
export const feedCardStatsSql: CardStatsSql = {
  record: ruleRecordSql,
  rating: ruleRatingSql,
  manner: mannerTotalsSql,
  champion: ruleChampionSql,
};

/**
 * A feed service on `t`'s database with a post cache of its own (each call: an empty one, as a
 * freshly started server has) and its own storage, for the tests that compare a cold feed's answer.
 */
export function newFeedService(t: TestApp, clock?: () => Date) {
  const storage = createLocalFileStorage(
    join(mkdtempSync(join(tmpdir(), 'hanpan-feed-')), 'uploads'),
    publicBaseUrlOf(t.config),
  );
  const feed = createFeedService({
    db: t.db,
    storage,
    cardStatsSql: feedCardStatsSql,
    ...(clock ? { clock } : {}),
  });
  return { storage, feed };
}
