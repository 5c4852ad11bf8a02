import { NEXT_CURSOR_HEADER } from '@hanpan/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/db.ts';
import { sendJsonText } from '../http/json-text-reply.ts';
import type { AuthUser } from '../http/request-auth.ts';
import { createLruMap } from './lru-map.ts';
import { tablesVersion } from './page-versions.queries.ts';

/**
 * The tables (and column groups) migration 0031 keeps versions of: what a kept page may read.
 * `games.counts` is the games' like and comment counts and post versions; `games` every other column.
 */
export type PageTable =
  | 'users'
  | 'user_blocks'
  | 'friendships'
  | 'games'
  | 'games.counts'
  | 'game_applications'
  | 'game_likes'
  | 'game_comments'
  | 'comment_likes'
  | 'game_media'
  | 'match_results'
  | 'player_rule_records'
  | 'player_opponents'
  | 'player_games'
  | 'player_ratings'
  | 'rating_history'
  | 'rule_champions'
  | 'hidden_items'
  | 'reports'
  | 'reviews'
  | 'player_review_totals'
  | 'rule_ratings'
  | 'rule_categories'
  | 'rules'
  | 'rule_versions'
  | 'rule_edit_requests'
  | 'play_with_me_too_requests';

/** A page a route may keep: its JSON text, as `page` answers it, or an object its schema writes. */
export type PageAnswer = string | object;

export interface PageCache {
  /**
   * Answers the page `request` asks `viewer`'s: the text kept for this caller and address while
   * none of `reads` has been written since it was made, or else `page()`'s answer, kept. `page`
   * sets the reply's headers (the next cursor) as a route does; the next-cursor header is kept
   * with the text. Errors are never kept.
   *
   * WARNING: `reads` must name every table the page's statements read (page-reads.test.ts holds
   * each kept route to it on PostgreSQL), and the page may depend on nothing but those tables, the
   * caller (id, role, group account) and the address: not on a cache of another kind, and not on
   * the clock — unless `maxAgeMs` bounds how long a page is kept (a window that moves with time, as
   * the review prompt's days do).
   */
  send<Answer = unknown>(
    request: FastifyRequest,
    reply: FastifyReply,
    viewer: AuthUser,
    reads: readonly PageTable[],
    page: () => Promise<PageAnswer>,
    options?: { maxAgeMs?: number },
  ): Promise<Answer>;
  /** What each kept route (by its route pattern) said its pages read (page-reads.test.ts). */
  readonly declaredReads: ReadonlyMap<string, readonly PageTable[]>;
  /** Pages kept now and their size in UTF-16 code units, keys and entries included (tests, metrics). */
  readonly size: { pages: number; chars: number };
}

/** An entry's own cost beside its key and text (the Map's slot, the object, the version), in chars. */
const ENTRY_OVERHEAD_CHARS = 64;

interface KeptPage {
  version: bigint;
  /** When it was made (`now()`), for `maxAgeMs`. */
  madeAt: number;
  text: string;
  nextCursor: string | undefined;
}

/**
 * Pages kept in memory, by caller and address, each with the version of the tables it read
 * (decision 043): one indexed read of `table_versions` replaces the page's statements while nothing
 * it shows has changed. Any instance's write raises the version in the database, so no instance
 * serves a page older than a write committed before the request (the version is read before the
 * page is made: a write committed in between leaves a page kept at the older version, made again on
 * the next request).
 *
 * Bounded by `capacityChars` of text: the least recently used pages go first. 0 keeps nothing.
 * With a `registry`, counts each route's pages served from memory and made
 * (`hanpan_page_cache_requests_total{route, result}`: the hit rate falls with the write rate of the
 * tables the route names) and the text kept (`hanpan_page_cache_bytes`).
 *
 * WARNING: one per app (per database): versions of two databases say nothing about each other.
 */
export function createPageCache(
  db: Db,
  capacityChars: number,
  registry?: Registry,
  now: () => number = Date.now,
): PageCache {
  // What a kept page weighs: its text, its key (the address: a caller could otherwise fill memory
  // with tiny pages under long addresses, searches for random words) and the entry itself.
  const pages = createLruMap<string, KeptPage>(
    capacityChars,
    (key, page) => key.length + page.text.length + ENTRY_OVERHEAD_CHARS,
  );
  const declaredReads = new Map<string, readonly PageTable[]>();
  const count = pageCounter(registry, () => pages.weight);

  function keep(key: string, page: KeptPage) {
    // A slower request may bring a page of an older version than one already kept: keep the newer.
    if ((pages.peek(key)?.version ?? -1n) > page.version) return;
    pages.set(key, page);
  }

  return {
    async send(request, reply, viewer, reads, page, options) {
      const route = request.routeOptions.url ?? request.url;
      declaredReads.set(route, reads);
      if (capacityChars === 0) return sendJsonText<never>(reply, textOf(reply, await page()));
      // The caller's id and kind: what a page may show differently to them (admins see hidden
      // items; a group account's view). The address holds the rest (path, query).
      const key = `${viewer.userId}:${viewer.role}:${viewer.isGroupAccount ? 1 : 0}:${request.method === 'HEAD' ? 'GET' : request.method} ${request.url}`;
      const version = BigInt(await tablesVersion(db, reads));
      const kept = pages.peek(key);
      const fresh =
        options?.maxAgeMs === undefined || (kept !== undefined && now() - kept.madeAt < options.maxAgeMs);
      if (kept !== undefined && kept.version === version && fresh) {
        pages.get(key); // a use: the least recently used go first
        if (kept.nextCursor !== undefined) reply.header(NEXT_CURSOR_HEADER, kept.nextCursor);
        count(route, 'hit');
        return sendJsonText<never>(reply, kept.text);
      }
      const madeAt = now();
      const answer = await page();
      const text = textOf(reply, answer);
      const nextCursor = reply.getHeader(NEXT_CURSOR_HEADER);
      keep(key, {
        version,
        madeAt,
        text,
        nextCursor: typeof nextCursor === 'string' ? nextCursor : undefined,
      });
      count(route, 'made');
      return sendJsonText<never>(reply, text);
    },
    declaredReads,
    get size() {
      return { pages: pages.size, chars: pages.weight };
    },
  };
}

/** The answer as JSON text: an object written by the route's response serializer (its schema's). */
function textOf(reply: FastifyReply, answer: PageAnswer): string {
  if (typeof answer === 'string') return answer;
  const text = reply.serialize(answer);
  if (typeof text !== 'string') throw new Error('a kept page must serialise to text');
  return text;
}

/** Counts a kept route's answers by result, one child series per (route, result), made once. */
function pageCounter(
  registry: Registry | undefined,
  keptChars: () => number,
): (route: string, result: 'hit' | 'made') => void {
  if (registry === undefined) return () => {};
  const requests = new Counter({
    name: 'hanpan_page_cache_requests_total',
    help: 'Kept-page requests by route: served from memory (hit) or made (made)',
    labelNames: ['route', 'result'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'hanpan_page_cache_bytes',
    help: 'Text of the pages kept in memory (UTF-16, two bytes a character)',
    registers: [registry],
    collect() {
      this.set(keptChars() * 2);
    },
  });
  const series = new Map<string, { inc(): void }>();
  return (route, result) => {
    const key = `${result} ${route}`;
    let child = series.get(key);
    if (!child) series.set(key, (child = requests.labels(route, result)));
    child.inc();
  };
}
