import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { attachGamePhotos, listGameMediaOf } from '../../features/game-media/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { Db } from '../db.ts';
import { games, matchResults, ruleVersions, users } from '../schema/index.ts';

/** How many of the latest finished demo matches get photos (서연's latest and league rounds). */
const GAMES_WITH_PHOTOS = 5;

const PALETTE = ['#1a365d', '#22543d', '#742a2a', '#44337a', '#234e52', '#7b341e'] as const;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A scoreboard held up after the match: the rule, both players and the sets. */
function scoreboardSvg(
  background: string,
  title: string,
  names: [string, string],
  sets: Array<{ score1: number; score2: number }>,
): string {
  const rows = sets
    .map(
      (set, index) =>
        `<text x="320" y="${250 + index * 56}" font-size="44" text-anchor="middle" fill="#fefcbf">${index + 1}세트  ${set.score1} : ${set.score2}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" font-family="Noto Sans CJK KR, sans-serif">
    <rect width="640" height="480" fill="${background}"/>
    <rect x="24" y="24" width="592" height="432" rx="18" fill="#111" opacity="0.35"/>
    <text x="320" y="88" font-size="34" text-anchor="middle" fill="#fff">${escapeXml(title)}</text>
    <text x="170" y="170" font-size="48" text-anchor="middle" fill="#fff">${escapeXml(names[0])}</text>
    <text x="320" y="170" font-size="36" text-anchor="middle" fill="#cbd5e0">vs</text>
    <text x="470" y="170" font-size="48" text-anchor="middle" fill="#fff">${escapeXml(names[1])}</text>
    ${rows}
  </svg>`;
}

/** The two players after the match, as two figures against the place's colour. */
function playersSvg(background: string, caption: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640" font-family="Noto Sans CJK KR, sans-serif">
    <rect width="480" height="640" fill="${background}"/>
    <rect y="440" width="480" height="200" fill="#2d3748"/>
    <circle cx="160" cy="230" r="52" fill="#fbd38d"/>
    <rect x="110" y="290" width="100" height="170" rx="40" fill="#e53e3e"/>
    <circle cx="320" cy="230" r="52" fill="#f6ad55"/>
    <rect x="270" y="290" width="100" height="170" rx="40" fill="#3182ce"/>
    <text x="240" y="560" font-size="36" text-anchor="middle" fill="#fff">${escapeXml(caption)}</text>
  </svg>`;
}

const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 75 }).toBuffer();

/**
 * Photos of the latest finished demo matches (issue 19 item 8): 서연's latest and the league's last
 * rounds get one to three photos each from their players (a scoreboard from the owner, the two of
 * them from the opponent), stored through game-media's own upload path, so the result pages and
 * feed show real media. Idempotent: a game that has any media is left alone.
 */
export async function seedDemoMedia(db: Db, storage: FileStorage, log: FastifyBaseLogger): Promise<void> {
  const finished = await db
    .select({
      id: games.id,
      ownerId: games.ownerId,
      opponentId: games.opponentId,
      title: ruleVersions.title,
      setResults: matchResults.setResults,
    })
    .from(games)
    .innerJoin(matchResults, eq(matchResults.gameId, games.id))
    .innerJoin(users, eq(users.id, games.ownerId))
    .innerJoin(
      ruleVersions,
      and(eq(ruleVersions.ruleId, games.ruleId), eq(ruleVersions.version, games.ruleVersion)),
    )
    .where(and(eq(games.status, 'COMPLETED'), eq(matchResults.abandoned, false), eq(users.isDemo, true)))
    .orderBy(desc(games.startedAt), desc(games.id))
    .limit(GAMES_WITH_PHOTOS);
  const playerIds = finished.flatMap((game) => [game.ownerId, game.opponentId ?? game.ownerId]);
  const nicknames = new Map(
    (
      await db
        .select({ id: users.id, nickname: users.nickname })
        .from(users)
        .where(inArray(users.id, playerIds.length > 0 ? playerIds : [0]))
    ).map((user) => [user.id, user.nickname ?? '선수']),
  );

  for (const [index, game] of finished.entries()) {
    if (game.opponentId === null) continue;
    if ((await listGameMediaOf(db, storage, game.id)).length > 0) continue;
    const names: [string, string] = [nicknames.get(game.ownerId)!, nicknames.get(game.opponentId)!];
    const colour = (offset: number) => PALETTE[(index + offset) % PALETTE.length]!;
    const scoreboard = await jpeg(scoreboardSvg(colour(0), game.title, names, game.setResults));
    // The owner sends the scoreboard (and on every other match a second shot); the opponent, a
    // photo of the two of them on all but the last match: 1 to 3 photos per match.
    const ownerPhotos = [scoreboard];
    if (index % 2 === 0) ownerPhotos.push(await jpeg(playersSvg(colour(2), `${names[0]} · ${names[1]}`)));
    await attachGamePhotos({ db, storage, log }, { userId: game.ownerId }, game.id, ownerPhotos);
    if (index < finished.length - 1)
      await attachGamePhotos({ db, storage, log }, { userId: game.opponentId }, game.id, [
        await jpeg(playersSvg(colour(4), '오늘 경기 즐거웠어요')),
      ]);
  }
}
