// The two baselines of `npm run bench:http`, in one bare Fastify process (no plugins, no logger):
//   GET /hello      → {"hello":"world"}: what Fastify itself costs on this machine.
//   GET /one-query  → one SELECT of a users row by primary key, through the same driver, pool size
//                     and drizzle query builder the app uses: the floor for any endpoint that reads.
// Started by bench/http.ts on the database the real server has just seeded (PGlite: the same data
// folder, opened after the server has released it; PostgreSQL: the same throwaway database).
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';

const port = Number(process.env.PORT);
const userId = Number(process.env.BENCH_USER_ID);
const database = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL, poolMax: 10 }
    : { kind: 'pglite', dataDir: process.env.DATA_DIR ?? null },
);

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/one-query', async () => {
  const [row] = await database.db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
});

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
await app.listen({ host: '127.0.0.1', port });
