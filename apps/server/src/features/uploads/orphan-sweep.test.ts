import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRow, RuleRow, UserRow } from '../../db/schema/index.ts';
import { buildApplication, buildGame, buildRule, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadOwners } from '../../uploaded-files.ts';
import { ORPHAN_MIN_AGE_MS, sweepOrphanUploads } from './orphan-sweep.ts';
import { jpegWithGps, listStoredFiles, multipartBody, type FormPart } from './uploads.test-support.ts';

// Issue 16 §8: a process killed between an upload's file write and its row's commit left public
// files no row points at. Each upload path is made to fail right there, with its cleanup failing
// too (as a killed process never runs it); the sweep must then delete exactly those files.
let t: TestApp;
let root: string;
let rule: RuleRow;
beforeAll(async () => {
  t = await createTestApp();
  root = t.app.deps.storage.root!;
  rule = await buildRule(t.db, await buildUser(t.db));
  await t.db.execute(
    sql.raw(`create function test_simulated_crash() returns trigger language plpgsql as $$
      begin raise exception 'simulated crash before commit'; end $$`),
  );
});
afterAll(() => t.close());

const sweep = (now = new Date(Date.now() + ORPHAN_MIN_AGE_MS + 60_000)) =>
  sweepOrphanUploads({ db: t.db, storage: t.app.deps.storage, owners: uploadOwners, log: t.app.log }, now);

async function send(
  user: Pick<UserRow, 'id'>,
  method: 'POST' | 'PATCH',
  url: string,
  parts: Record<string, FormPart>,
) {
  const { payload, headers } = await multipartBody(parts);
  return t.app.inject({ method, url, payload, headers: { ...headers, ...(await t.authHeader(user)) } });
}

const picture = async () => ({ data: await jpegWithGps(300, 200), filename: 'p.jpg', type: 'image/jpeg' });

/** Runs `request` with a write to `table` failing before commit and the files' cleanup failing. */
async function crashBetweenWriteAndCommit(
  table: string,
  event: 'insert' | 'update',
  request: () => Promise<unknown>,
) {
  const storage = t.app.deps.storage;
  const realDelete = storage.delete;
  storage.delete = async () => {
    throw new Error('the process is gone: no cleanup');
  };
  await t.db.execute(
    sql.raw(
      `create trigger test_crash before ${event} on ${table} for each row execute function test_simulated_crash()`,
    ),
  );
  try {
    await request();
  } finally {
    await t.db.execute(sql.raw(`drop trigger test_crash on ${table}`));
    storage.delete = realDelete;
  }
}

const filesUnder = (prefix: string) => listStoredFiles(root).filter((key) => key.startsWith(prefix));

async function startableGame(): Promise<{ owner: UserRow; game: GameRow }> {
  const owner = await buildUser(t.db);
  const opponent = await buildUser(t.db);
  const game = await buildGame(t.db, owner, rule, {
    status: 'SCHEDULED',
    opponentId: opponent.id,
    placeRoad: '서울특별시 강남구 테헤란로 152',
    placeDetail: '2층',
    province: '서울',
    region: '서울 강남구',
  });
  await buildApplication(t.db, game, opponent, 'APPROVED');
  return { owner, game };
}

describe('the orphan-upload sweep', () => {
  it('deletes what a crashed upload left on every path and keeps every file a row points at', async () => {
    // Kept: one committed upload per path.
    const keeper = await buildUser(t.db);
    expect(
      (await send(keeper, 'PATCH', '/api/user-profile/save', { profile_picture: await picture() }))
        .statusCode,
    ).toBe(200);
    const commented = await buildGame(t.db, keeper, rule);
    const saved = await send(keeper, 'POST', `/api/games/${commented.id}/comments`, {
      content: '사진',
      image: await picture(),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const started = await startableGame();
    expect(
      (await send(started.owner, 'POST', `/api/games/${started.game.id}/start`, { photo: await picture() }))
        .statusCode,
    ).toBe(200);
    const kept = listStoredFiles(root);
    expect(kept.filter((key) => key.endsWith('.webp'))).toHaveLength(5); // 640+160, 800, 1280+480

    // Orphaned: each path dies between its file write and its row's commit.
    const crasher = await buildUser(t.db);
    await crashBetweenWriteAndCommit('users', 'update', async () =>
      expect(
        (await send(crasher, 'PATCH', '/api/user-profile/save', { profile_picture: await picture() }))
          .statusCode,
      ).toBe(500),
    );
    const crashedGame = await buildGame(t.db, crasher, rule);
    for (let i = 0; i < 3; i++) {
      await crashBetweenWriteAndCommit('game_comments', 'insert', async () =>
        expect(
          (
            await send(crasher, 'POST', `/api/games/${crashedGame.id}/comments`, {
              content: '사진',
              image: await picture(),
            })
          ).statusCode,
        ).toBe(500),
      );
    }
    const crashedStart = await startableGame();
    await crashBetweenWriteAndCommit('games', 'update', async () =>
      expect(
        (
          await send(crashedStart.owner, 'POST', `/api/games/${crashedStart.game.id}/start`, {
            photo: await picture(),
          })
        ).statusCode,
      ).toBe(500),
    );
    const orphans = listStoredFiles(root).filter((key) => !kept.includes(key));
    expect(orphans.filter((key) => key.startsWith('avatars/'))).toHaveLength(2); // 640 + 160
    expect(orphans.filter((key) => key.startsWith('comments/'))).toHaveLength(3);
    expect(orphans.filter((key) => key.startsWith('games/'))).toHaveLength(2);

    // Within the hour nothing goes: a request may be about to commit its row.
    expect(await sweep(new Date())).toEqual([]);
    // Files that are not uploads of ours stay whatever their age (demo pictures, other folders).
    for (const key of ['avatars/demo-jiho.svg', 'exports/1/0123456789abcdef0123456789abcdef-1.webp']) {
      await mkdir(dirname(join(root, key)), { recursive: true });
      await writeFile(join(root, key), 'x');
      await utimes(join(root, key), new Date(0), new Date(0));
    }

    expect((await sweep()).sort()).toEqual(orphans.sort());
    expect(listStoredFiles(root).sort()).toEqual(
      [...kept, 'avatars/demo-jiho.svg', 'exports/1/0123456789abcdef0123456789abcdef-1.webp'].sort(),
    );
    for (const prefix of ['avatars/', 'comments/', 'games/'])
      expect(filesUnder(prefix).length).toBeGreaterThan(0);
    const orphanUrl = await t.app.inject({ url: `/uploads/${orphans[0]}` });
    expect(orphanUrl.statusCode).toBe(404);
  });

  it('takes a picture whose row let go of it when the delete after commit failed', async () => {
    const author = await buildUser(t.db);
    const game = await buildGame(t.db, author, rule);
    const res = await send(author, 'POST', `/api/games/${game.id}/comments`, {
      content: '곧 지움',
      image: await picture(),
    });
    const key = filesUnder(`comments/${game.id}/`)[0]!;
    const storage = t.app.deps.storage;
    const realDelete = storage.delete;
    storage.delete = async () => {
      throw new Error('disk busy');
    };
    try {
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/comments/${res.json().id}`,
        headers: await t.authHeader(author),
      });
      expect(deleted.statusCode).toBeLessThan(300);
    } finally {
      storage.delete = realDelete;
    }
    expect(filesUnder(`comments/${game.id}/`)).toEqual([key]);
    expect(await sweep()).toContain(key);
    expect(filesUnder(`comments/${game.id}/`)).toEqual([]);
  });

  it('has an owner for every folder the code stores uploads in', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const src = join(__dirname, '../..');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const prefixes = new Set(
      files.flatMap((file) =>
        [
          ...readFileSync(join(src, file), 'utf8').matchAll(
            /store(?:Image|Video)\(\s*storage,\s*`([a-z-]+)\//g,
          ),
        ].map((m) => m[1]),
      ),
    );
    expect([...prefixes].sort()).toEqual(['avatars', 'comments', 'game-media', 'game-videos', 'games']);
    expect(uploadOwners.map((owner) => owner.prefix).sort()).toEqual([...prefixes].sort());
  });
});
