// The bulk seed of `npm run bench:data` (bench/data.ts): every table a list reads, filled with
// `INSERT … SELECT generate_series` in proportion to the number of games, so what one player sees
// (their games, rooms, notifications, a game's comments) stays the same size at every scale and
// only the tables grow. Secondary indexes, unique constraints and foreign keys are dropped before
// loading and recreated after it (one sorted build each instead of millions of insertions).
import { REGIONS, formatRegion } from '@hanpan/core';
import type pg from 'pg';

export interface SeedSize {
  games: number;
  players: number;
  rules: number;
  applications: number;
  comments: number;
  dmLines: number;
  notifications: number;
}

/** The proportions (1 000 000 games: 100 000 players, 5 000 rules, 3 M applications…). */
export function seedSizeFor(games: number): SeedSize {
  return {
    games,
    players: Math.max(20, Math.round(games / 10)),
    rules: Math.max(5, Math.round(games / 200)),
    applications: games * 3,
    comments: games * 2,
    dmLines: games,
    notifications: games,
  };
}

/** Every district of the core regions table, in the table's order (17 provinces, 230 districts). */
function districtsJson(): string {
  return JSON.stringify(
    REGIONS.flatMap((region) =>
      region.districts.map((district) => ({
        province: region.short,
        region: formatRegion(region.short, district),
      })),
    ),
  );
}

interface Deferred {
  drop: string[];
  create: string[];
}

/** The secondary indexes, unique constraints and foreign keys of the public schema, as DDL. */
async function deferredDdl(client: pg.Client): Promise<Deferred> {
  const constraints = await client.query<{ table: string; name: string; def: string; type: string }>(
    `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as def, contype as type
       from pg_constraint where connamespace = 'public'::regnamespace and contype in ('f', 'u')
      order by contype desc`,
  );
  const indexes = await client.query<{ name: string; def: string }>(
    `select c.relname as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
      where t.relnamespace = 'public'::regnamespace and not i.indisprimary
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
  );
  const fks = constraints.rows.filter((row) => row.type === 'f');
  const uniques = constraints.rows.filter((row) => row.type === 'u');
  return {
    drop: [
      ...fks.map((row) => `alter table ${row.table} drop constraint "${row.name}"`),
      ...uniques.map((row) => `alter table ${row.table} drop constraint "${row.name}"`),
      ...indexes.rows.map((row) => `drop index "${row.name}"`),
    ],
    create: [
      ...indexes.rows.map((row) => row.def),
      ...uniques.map((row) => `alter table ${row.table} add constraint "${row.name}" ${row.def}`),
      ...fks.map((row) => `alter table ${row.table} add constraint "${row.name}" ${row.def}`),
    ],
  };
}

/** The load, one statement per table; ids are given explicitly so the rows can refer to each other. */
function loadStatements(n: SeedSize): [string, string][] {
  const P = n.players;
  return [
    [
      'districts',
      `create temporary table bench_districts as
         select (ordinality - 1)::int as i, d->>'province' as province, d->>'region' as region
           from jsonb_array_elements('${districtsJson().replaceAll("'", "''")}'::jsonb) with ordinality as e(d, ordinality)`,
    ],
    [
      'users',
      `insert into users (id, email, username, nickname, age, gender, region, bio, created_at, updated_at)
       overriding system value
       select u.n, 'player' || u.n || '@bench.invalid', 'player' || u.n, '선수' || u.n, 20 + u.n % 40,
              (array['M','F','O'])[1 + u.n % 3]::user_gender, d.region, '벤치 자기소개 ' || u.n,
              now() - (${P} - u.n) * interval '1 minute', now()
         from generate_series(1, ${P}) u(n)
         join bench_districts d on d.i = u.n % (select count(*) from bench_districts)`,
    ],
    [
      'rules',
      `insert into rules (id, title, major_category, minor_category, goal, score_definition, preparation,
                          play_order, decision, foul, win_by, points_to_win, sets_to_win, duration_seconds,
                          created_by_id, created_at, updated_at, play_count, rating_sum, rating_count,
                          search_choseong)
       overriding system value
       select i, '벤치 규칙 ' || i, '구기', '축구', '상대보다 먼저 점수를 내요.', '골 하나에 1점', '공 하나',
              '번갈아 가며 해요.', '먼저 5점', '손을 쓰면 반칙', 'MOST_SETS_AND_POINTS', 5, 1, 600,
              1 + i % ${P}, now() - (${n.rules} - i) * interval '10 minutes', now(), (i * 7919) % 1000,
              ((i * 7) % 100) * (1 + i % 5), (i * 7) % 100, 'ㅂㅊㄱㅊ'
         from generate_series(1, ${n.rules}) i`,
    ],
    [
      'rule_versions',
      `insert into rule_versions (rule_id, version, title, major_category, minor_category, goal, score_definition,
                                  preparation, play_order, decision, foul, win_by, points_to_win, sets_to_win,
                                  duration_seconds, created_at)
       select id, 1, title, major_category, minor_category, goal, score_definition, preparation, play_order,
              decision, foul, win_by, points_to_win, sets_to_win, duration_seconds, created_at from rules`,
    ],
    [
      // Statuses by id: 30 % MATCHING, 10 % SCHEDULED, 5 % IN_PROGRESS, 45 % COMPLETED, 10 % CANCELED
      // (a third of those deleted); every 20th a friend game; every 20th (offset) without a place.
      'games',
      `insert into games (id, owner_id, opponent_id, rule_id, rule_version, status, is_friend_game,
                          invited_friend_id, place_road, place_detail, province, region, match_date,
                          created_at, deleted_at, started_at)
       overriding system value
       select g.i, 1 + g.i % ${P},
              case when s.status in ('SCHEDULED','IN_PROGRESS','COMPLETED') then 1 + (g.i + 7) % ${P} end,
              1 + g.i % ${n.rules}, 1, s.status::game_status, g.i % 20 = 0,
              case when g.i % 20 = 0 then 1 + (g.i + 11) % ${P} end,
              case when g.i % 20 <> 10 then d.region || ' 벤치로 ' || g.i % 100 end,
              case when g.i % 20 <> 10 then '벤치 체육관' else '협의 가능' end,
              case when g.i % 20 <> 10 then d.province end,
              case when g.i % 20 <> 10 then d.region end,
              case when g.i % 10 < 7 then now() + ((g.i::bigint * 7919) % 43200) * interval '1 minute' end,
              now() - (${n.games} - g.i) * interval '20 seconds',
              case when s.status = 'CANCELED' and g.i % 3 = 0 then now() end,
              case when s.status in ('IN_PROGRESS','COMPLETED') then now() - interval '1 hour' end
         from generate_series(1, ${n.games}) g(i)
         cross join lateral (select case when g.i % 20 < 6 then 'MATCHING' when g.i % 20 < 8 then 'SCHEDULED'
                                         when g.i % 20 < 9 then 'IN_PROGRESS' when g.i % 20 < 18 then 'COMPLETED'
                                         else 'CANCELED' end as status) s
         join bench_districts d on d.i = (g.i / 7) % (select count(*) from bench_districts)`,
    ],
    [
      // Three challengers per game, never its owner.
      'game_applications',
      `insert into game_applications (id, game_id, applicant_id, status, created_at)
       overriding system value
       select k + 1, 1 + k % ${n.games}, 1 + ((1 + k % ${n.games}) % ${P} + 1 + k / ${n.games}) % ${P},
              (array['REQUESTED','REQUESTED','APPROVED','REJECTED'])[1 + k % 4]::game_application_status,
              now() - (${n.applications} - k) * interval '7 seconds'
         from generate_series(0, ${n.applications - 1}) k`,
    ],
    [
      // Two comments per game: the second answers the first. The counter trigger (decision 035)
      // would update a game row per comment: it is off for the load, and the counters are filled
      // once afterwards, as migration 0026 fills them.
      'game_comments',
      `alter table game_comments disable trigger game_comments_count;
       insert into game_comments (id, game_id, author_id, parent_id, content, created_at)
       overriding system value
       select k + 1, 1 + k % ${n.games}, 1 + (k::bigint * 31) % ${P},
              case when k >= ${n.games} then k - ${n.games} + 1 end,
              '벤치 댓글 ' || k, now() - (${n.comments} - k) * interval '10 seconds'
         from generate_series(0, ${n.comments - 1}) k;
       alter table game_comments enable trigger game_comments_count`,
    ],
    [
      'games.comment_count',
      `update games g set comment_count = c.n
         from (select game_id, count(*)::int as n from game_comments where deleted_at is null group by game_id) c
        where g.id = c.game_id`,
    ],
    [
      // One DM room per player with the next one, so everyone is in two rooms.
      'chat_rooms',
      `insert into chat_rooms (id, kind, created_at) overriding system value
       select r, 'DM', now() - interval '30 days' from generate_series(1, ${P}) r`,
    ],
    [
      'chat_messages',
      `insert into chat_messages (id, room_id, sender_id, content, created_at) overriding system value
       select k + 1, 1 + k % ${P}, case when (k / ${P}) % 2 = 0 then 1 + k % ${P} else 1 + (1 + k % ${P}) % ${P} end,
              '벤치 메시지 ' || k, now() - (${n.dmLines} - k) * interval '5 seconds'
         from generate_series(0, ${n.dmLines - 1}) k`,
    ],
    [
      'dm_members',
      `insert into dm_members (room_id, user_id, peer_id, is_opener, last_message_id, activity_at,
                               last_read_message_id, created_at)
       select r.r, m.user_id, m.peer_id, m.opener, last.id, coalesce(last.created_at, now()),
              case when m.opener then last.id end, now() - interval '30 days'
         from generate_series(1, ${P}) r(r)
         cross join lateral (values (r.r, 1 + r.r % ${P}, true), (1 + r.r % ${P}, r.r, false)) m(user_id, peer_id, opener)
         left join lateral (select id, created_at from chat_messages where room_id = r.r order by id desc limit 1) last on true`,
    ],
    [
      'notifications',
      `insert into notifications (id, user_id, actor_id, type, title, message, url, is_read, created_at)
       overriding system value
       select k + 1, 1 + k % ${P}, 1 + (k + 3) % ${P}, 'GAME_APPLICATION', '새 도전자',
              '벤치 선수가 경기에 신청했어요.', '/game?id=' || (1 + k % ${n.games}), k % 3 = 0,
              now() - (${n.notifications} - k) * interval '3 seconds'
         from generate_series(0, ${n.notifications - 1}) k`,
    ],
  ];
}

/** Loads `size` into the (migrated, empty) database of `client`; prints each step's time. */
export async function seedBenchData(client: pg.Client, size: SeedSize, log: (line: string) => void) {
  await client.query(`set maintenance_work_mem = '256MB'; set synchronous_commit = off`);
  const deferred = await deferredDdl(client);
  const timed = async (label: string, statement: string) => {
    const started = performance.now();
    await client.query(statement);
    log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  for (const statement of deferred.drop) await client.query(statement);
  // The load needs the dm_members last-message lookup: one index on chat_messages for the seed only.
  await client.query('create index bench_chat_messages_room on chat_messages (room_id, id)');
  for (const [label, statement] of loadStatements(size)) await timed(label, statement);
  await client.query('drop index bench_chat_messages_room');
  const started = performance.now();
  for (const statement of deferred.create) await client.query(statement);
  log(`  indexes, unique constraints, foreign keys: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Identity sequences past the explicit ids, so the app can still insert.
  await client.query(`select setval(pg_get_serial_sequence(c.table_name, c.column_name),
                             greatest(1, (xpath('/row/m/text()', query_to_xml(format('select max(%I) as m from %I', c.column_name, c.table_name), false, true, '')))[1]::text::bigint))
                        from information_schema.columns c
                       where c.table_schema = 'public' and c.is_identity = 'YES'`);
  await timed('vacuum analyze', 'vacuum analyze');
}
