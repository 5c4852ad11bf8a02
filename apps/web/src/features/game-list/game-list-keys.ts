/**
 * What the game list keeps on the device (listed with the others in lib/local-store.ts, kept here so
 * the first page's JavaScript does not carry them).
 */
export const GAME_LIST_KEYS = {
  /** The region filter ('전국' or 'province district'), as last applied. */
  region: 'gameListRegion',
  /** The sort (recent, nearest, soonest), as last chosen. */
  sort: 'gameListSort',
  /** Ids of games this device reported (spec §3 "list of reported post ids", §5 once per device). */
  reportedGameIds: 'reportedGameIds',
} as const;
