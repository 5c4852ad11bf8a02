// The two baselines of `npm run bench:http`, in one bare Fastify process (no plugins, no logger):
//   GET /hello      → {"hello":"world"}: what Fastify itself costs on this machine.
//   GET /one-query  → one SELECT of a users row by primary key, through the same driver, pool size
//                     and prepared drizzle query the app's hot reads use: the floor for any endpoint
//                     that reads.
//   GET /floor/:i   → the same SELECT, then the page the real server answered for list case i
//                     (BENCH_PAGES, captured by bench/http.ts), serialised by Fastify on every
//                     request: the floor of that list, paying for the same bytes it sends.
// Started by bench/http.ts beside the real server, on the database it has just seeded (PGlite: the
// same data folder; PostgreSQL: the same throwaway database).
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { preparedQuery } from '../src/db/prepared-query.ts';
import { users } from '../src/db/schema/index.ts';

const port = Number(process.env.PORT);
const userId = Number(process.env.BENCH_USER_ID);
// Opened on the first /one-query, not at start: `hello` runs while the real server is up, and a
// PGlite data folder can be open in one process only (the server has released it by then).
let database: Promise<DatabaseHandle> | undefined;
const openBaselineDatabase = () =>
  openDatabase(
    process.env.DATABASE_URL
      ? { kind: 'postgres', url: process.env.DATABASE_URL, poolMax: 10 }
      : { kind: 'pglite', dataDir: process.env.DATA_DIR ?? null },
  );
const userById = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('baseline_user_by_id'),
);

const pages = process.env.BENCH_PAGES
  ? (JSON.parse(readFileSync(process.env.BENCH_PAGES, 'utf8')) as Array<{ body: unknown } | null>)
  : [];

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/one-query', async () => {
  const { db } = await (database ??= openBaselineDatabase());
  const [row] = await userById(db).execute({ id: userId });
  return row;
});

app.get<{ Params: { index: string } }>('/floor/:index', async (request, reply) => {
  const page = pages[Number(request.params.index)];
  if (page === undefined || page === null) return reply.status(404).send({ message: 'no such page' });
  const { db } = await (database ??= openBaselineDatabase());
  await userById(db).execute({ id: userId });
  return page.body;
});

process.on('SIGTERM', () => {
  void app
    .close()
    .then(async () => (await database)?.close())
    .then(() => process.exit(0));
});
await app.listen({ host: '127.0.0.1', port });
