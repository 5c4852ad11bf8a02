import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GameLogListSchema,
  LiveGameDetailSchema,
  MatchTopicMessageSchema,
  type GameLogEntry,
  type MatchState,
} from '@hanpan/core';
import { Client, type IMessage, type IStompSocket } from '@stomp/stompjs';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { matchEvents } from '../../db/schema/index.ts';
import { seedReferenceData } from '../../db/seed/reference-data.ts';
import { serverRoot } from '../../paths.ts';
import { deferred, within, type Deferred } from '../../realtime/gateway.test-support.ts';
import { buildRule } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { jpegWithGps, multipartBody } from '../uploads/uploads.test-support.ts';
import { scheduledGame, startAs } from './match.test-support.ts';

// Chaos (issue 18 "Tests that must exist"): the real server as a child process on a data folder
// (PGlite) or a throwaway PostgreSQL database (HANPAN_TEST_DB=postgres), two stompjs clients
// alternating +1/−1 for 1,000 events with a clientEventId each, and the server killed with SIGKILL
// and started again twice while events are in flight. A client resends its unacknowledged event
// after every reconnect and resynchronises as the play screen does (detail + game-logs?afterSeq).
// SCORE_SEND_PER_SECOND lifts the per-socket send rate (5 a second would make this 100 s).
//
// It runs once per suite: on PostgreSQL when the suite has it (the server-postgres project; the
// PGlite project then skips it), else on a PGlite data folder. On a loaded two-CPU runner the
// PGlite run costs 2–3 minutes (creating the folder, three cold starts, one WASM writer), the
// PostgreSQL one 1–1.5; run the PGlite one by hand with `npx vitest run <this file>` without
// TEST_DATABASE_URL.

const EVENTS = 1_000;
const KILL_AFTER_ACKS = [333, 666];
const AUTH_SECRET = 'test-secret-that-is-long-enough-for-hs256!'; // createTestApp's signing key
const onPostgres = process.env.HANPAN_TEST_DB === 'postgres';

interface Target {
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

async function chaosTarget(dataDir: string): Promise<Target> {
  if (!onPostgres) {
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      drop: async () => {},
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('HANPAN_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `hanpan_chaos_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: () => openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 2 }),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The server as operators run it (main.ts), on a fixed port so clients reconnect to the same URL. */
function startServer(env: Record<string, string>) {
  // WARNING: node with tsx's loader, not the tsx CLI: the CLI runs the server in a grandchild that
  // a SIGKILL to the CLI leaves running (holding the port and the data folder).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: 'false',
      REDIS_URL: '',
      AUTH_SECRET,
      SCORE_SEND_PER_SECOND: '10000',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => (output.includes('is ready') ? resolve() : undefined));
    void exited.then(() => reject(new Error(`server exited before ready:\n${output.slice(-4000)}`)));
  });
  ready.catch(() => {});
  return { child, ready, exited, output: () => output };
}

type ScoreBody = { type: 'SCORE'; userId: number; setIndex: 1; scoreDelta: 1 | -1; clientEventId: string };

/**
 * One phone: reconnects by itself; on each connection subscribes to the room and its error queue,
 * resynchronises (detail, then the log after the last seq it holds) and only then sends again.
 */
class Phone {
  readonly client: Client;
  /** Every log entry this phone holds, by seq (live messages and resynchronised entries). */
  readonly log = new Map<number, Pick<GameLogEntry, 'seq' | 'type' | 'targetId' | 'delta'>>();
  state: MatchState | null = null;
  stateSeq = 0;
  readonly acked: string[] = [];
  readonly refusals: Array<Record<string, unknown>> = [];
  resends = 0;
  connections = 0;
  private ready: Deferred<void> = deferred();
  private readyResolved = false;
  private onLost: (() => void) | null = null;
  private onRefused: ((error: Record<string, unknown>) => void) | null = null;
  private receipts = 0;

  constructor(
    readonly name: string,
    readonly userId: number,
    private readonly token: string,
    private readonly base: { http: string; ws: string; gameId: number; roomId: number },
  ) {
    this.client = new Client({
      webSocketFactory: () => new WebSocket(base.ws, ['v12.stomp']) as unknown as IStompSocket,
      connectHeaders: { token },
      reconnectDelay: 100,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
      debug: () => {},
      onConnect: () => void this.connected(),
      onWebSocketClose: () => {
        if (this.readyResolved) {
          this.ready = deferred();
          this.readyResolved = false;
        }
        this.onLost?.();
      },
    });
    this.client.activate();
  }

  private subscribe(destination: string, onMessage: (message: IMessage) => void) {
    const receipt = `${this.name}-sub-${(this.receipts += 1)}`;
    const done = deferred<void>();
    this.client.watchForReceipt(receipt, () => done.resolve());
    this.client.subscribe(destination, onMessage, { receipt });
    return within(done.promise, 15_000, `${this.name} subscription`);
  }

  private async connected() {
    const connection = (this.connections += 1);
    try {
      await this.subscribe(`/topic/ws/${this.base.roomId}`, (message) => {
        const entry = MatchTopicMessageSchema.parse(JSON.parse(message.body));
        this.hold(entry);
        if (entry.seq > this.stateSeq) [this.state, this.stateSeq] = [entry.state, entry.seq];
      });
      await this.subscribe('/user/queue/errors', (message) => {
        const error = JSON.parse(message.body) as Record<string, unknown>;
        this.refusals.push(error);
        this.onRefused?.(error);
      });
      await this.resync();
      if (this.client.connected && !this.readyResolved) {
        this.readyResolved = true;
        this.ready.resolve();
      }
    } catch {
      // The server died again mid-handshake (the next connection starts over), or it was too slow
      // to answer on a live socket: drop that socket so the client reconnects and starts over.
      if (connection === this.connections && this.client.connected) this.client.forceDisconnect();
    }
  }

  private async get(path: string) {
    const response = await fetch(`${this.base.http}${path}`, {
      headers: { authorization: `Bearer ${this.token}` },
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  }

  private hold(entry: GameLogEntry) {
    this.log.set(entry.seq, {
      seq: entry.seq,
      type: entry.type,
      targetId: entry.targetId,
      delta: entry.delta,
    });
  }

  /** What the play screen does after a reconnect: the state and seq, then the entries it missed. */
  async resync() {
    const detail = LiveGameDetailSchema.parse(await this.get(`/api/games/${this.base.gameId}/detail`));
    // The last seq held without a gap (a live message may already have arrived past a gap).
    let held = 0;
    while (this.log.has(held + 1)) held += 1;
    const missed = GameLogListSchema.parse(
      await this.get(`/api/games/${this.base.gameId}/game-logs?afterSeq=${held}`),
    );
    for (const entry of missed) this.hold(entry);
    if (detail.seq > this.stateSeq) [this.state, this.stateSeq] = [detail.state, detail.seq];
  }

  /** Sends until the RECEIPT arrives: after a lost connection the same event (same clientEventId) again. */
  async send(destination: string, body: ScoreBody) {
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 0) this.resends += 1;
      await within(this.ready.promise, 60_000, `${this.name} connection`);
      const receipt = `${this.name}-${(this.receipts += 1)}`;
      const outcome = await new Promise<'acked' | 'lost'>((resolve, reject) => {
        const timer = setTimeout(() => resolve('lost'), 10_000);
        const settle = (value: 'acked' | 'lost') => {
          clearTimeout(timer);
          resolve(value);
        };
        this.onLost = () => settle('lost');
        this.onRefused = (error) => {
          if (error.clientEventId !== body.clientEventId) return;
          clearTimeout(timer);
          reject(new Error(`${body.clientEventId} refused: ${JSON.stringify(error)}`));
        };
        this.client.watchForReceipt(receipt, () => settle('acked'));
        try {
          this.client.publish({ destination, body: JSON.stringify(body), headers: { receipt } });
        } catch {
          settle('lost'); // the socket closed between the ready check and the send
        }
      });
      this.onLost = null;
      this.onRefused = null;
      if (outcome === 'acked') {
        this.acked.push(body.clientEventId);
        return;
      }
    }
  }
}

const coveredOnPostgres = !onPostgres && Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(coveredOnPostgres)(
  `the live match under chaos (${onPostgres ? 'PostgreSQL' : 'PGlite data folder'})`,
  () => {
    let dataDir: string;
    let target: Target;
    let server: ReturnType<typeof startServer> | null = null;
    const phones: Phone[] = [];

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'hanpan-chaos-'));
      target = await chaosTarget(dataDir);
    });
    afterAll(async () => {
      await Promise.all(phones.map((phone) => phone.client.deactivate()));
      // Only the child this file started, by its handle.
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      await target.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('stores every acknowledged event once with contiguous seq through two SIGKILLs, and both phones end on the server state', async () => {
      // The match is made in this process on the server's own database, then the server takes over.
      const seedDb = await target.open();
      await runMigrations(seedDb);
      await seedReferenceData(seedDb.db);
      const t = await createTestApp({}, { database: seedDb });
      const creator = (await scheduledGame(t)).owner;
      const rule = await buildRule(t.db, creator, {
        winBy: 'MOST_SETS_AND_POINTS',
        pointsToWin: -1,
        setsToWin: 3,
        durationSeconds: 3_600,
      });
      const { owner, opponent, game } = await scheduledGame(t, rule);
      const started = await startAs(t, owner, game.id, async () =>
        multipartBody({ photo: { data: await jpegWithGps(), filename: 'start.jpg' } }),
      );
      expect(started.statusCode, started.body).toBe(200);
      const roomId = started.json().chatRoomId as number;
      const tokens = [await t.tokenFor(owner), await t.tokenFor(opponent)];
      await t.close();
      await seedDb.close();

      const port = await freePort();
      const env = { ...target.env, PORT: String(port) };
      const base = {
        http: `http://127.0.0.1:${port}`,
        ws: `ws://127.0.0.1:${port}/ws`,
        gameId: game.id,
        roomId,
      };
      server = startServer(env);
      await server.ready;

      phones.push(
        new Phone('owner', owner.id, tokens[0]!, base),
        new Phone('opponent', opponent.id, tokens[1]!, base),
      );
      const destination = `/app/score/${roomId}`;
      const totalAcked = () => phones.reduce((sum, phone) => sum + phone.acked.length, 0);

      // Each phone scores its own player +1, −1, +1… (the score stays within 0…1 whatever the
      // interleaving), one event in flight at a time so a −1 never overtakes its +1.
      const play = async (phone: Phone) => {
        for (let i = 0; i < EVENTS / 2; i += 1) {
          await phone.send(destination, {
            type: 'SCORE',
            userId: phone.userId,
            setIndex: 1,
            scoreDelta: i % 2 === 0 ? 1 : -1,
            clientEventId: `${phone.name}-${i}`,
          });
        }
      };
      const chaos = async () => {
        for (const threshold of KILL_AFTER_ACKS) {
          await within(
            (async () => {
              while (totalAcked() < threshold) await new Promise((resolve) => setTimeout(resolve, 2));
            })(),
            60_000,
            `${threshold} acknowledged events`,
          );
          const killed = server!;
          killed.child.kill('SIGKILL');
          await killed.exited;
          server = startServer(env);
          await server.ready;
        }
      };
      await Promise.all([...phones.map(play), chaos()]);

      // The server's view, as a phone reads it.
      const read = async (path: string) => {
        const response = await fetch(`${base.http}${path}`, {
          headers: { authorization: `Bearer ${tokens[0]}` },
        });
        expect(response.status).toBe(200);
        return response.json() as Promise<unknown>;
      };
      const detail = LiveGameDetailSchema.parse(await read(`/api/games/${game.id}/detail`));
      const logs = GameLogListSchema.parse(await read(`/api/games/${game.id}/game-logs`));
      expect(logs.map((entry) => entry.seq)).toEqual(logs.map((_, i) => i + 1));
      expect(detail.seq).toBe(logs.length);
      expect(detail).toMatchObject({ currentSet: 1, score1: 0, score2: 0 });

      // Both phones end on it: the same seq and state, every entry held, matching the server's log.
      for (const phone of phones) {
        await within(
          (async () => {
            while (phone.stateSeq < detail.seq) await new Promise((resolve) => setTimeout(resolve, 5));
          })(),
          10_000,
          `${phone.name} reaching seq ${detail.seq}`,
        );
        expect(phone.refusals).toEqual([]);
        expect(phone.stateSeq).toBe(detail.seq);
        expect(phone.state).toEqual(detail.state);
        const held = [...phone.log.values()].sort((a, b) => a.seq - b.seq);
        expect(held).toEqual(logs.map(({ seq, type, targetId, delta }) => ({ seq, type, targetId, delta })));
      }
      // The chaos happened: every phone lost its connection twice and resent what was in flight.
      for (const phone of phones) expect(phone.connections).toBeGreaterThanOrEqual(3);

      // The stored log, read once the server has stopped.
      server.child.kill('SIGTERM');
      await server.exited;
      const db = await target.open();
      try {
        const rows = await db.db
          .select()
          .from(matchEvents)
          .where(eq(matchEvents.gameId, game.id))
          .orderBy(asc(matchEvents.seq));
        expect(rows.map((row) => row.seq)).toEqual(rows.map((_, i) => i + 1));
        const acked = phones.flatMap((phone) => phone.acked);
        expect(acked).toHaveLength(EVENTS);
        const stored = new Map<string, number>();
        for (const row of rows) {
          if (row.clientEventId) stored.set(row.clientEventId, (stored.get(row.clientEventId) ?? 0) + 1);
        }
        for (const id of acked) expect(stored.get(id), id).toBe(1);
        expect(rows.filter((row) => row.type === 'SCORE')).toHaveLength(EVENTS);
        expect(rows.map((row) => row.type)).toEqual(['SET', ...Array<string>(EVENTS).fill('SCORE')]);
      } finally {
        await db.close();
      }
    }, 170_000);
  },
);
