import { formatKoreanDate, type GameResult } from '@hanpan/core';

/** What the story image says about one completed match, from the viewer's side. */
export interface StoryContent {
  gameId: number;
  minorCategory: string;
  ruleTitle: string;
  /** '2026년 11월 20일' in Seoul; '' when the game has no time at all. */
  date: string;
  /** '' when the game had no place (a friend game without one). */
  place: string;
  /** Sets won: mine first. */
  mySets: number;
  opponentSets: number;
  /** '승리' / '패배' / '무승부' from my side. */
  outcome: string;
  /** Each set's points, mine first ('11:7'). */
  setScores: string[];
  opponent: { nickname: string; avatarUrl: string | null };
}

/**
 * The result as `meId` sees it (spec §2: the opponent's nickname and avatar; the score mine first).
 * A viewer who is neither player (never answered by the server) reads it as user1.
 */
export function storyContentOf(result: GameResult, meId: number | undefined): StoryContent {
  const meFirst = result.user2.id !== meId;
  const opponent = meFirst ? result.user2 : result.user1;
  const mySide = meFirst ? 1 : 2;
  const when = result.startDate ?? result.gameSummary.matchDate;
  return {
    gameId: result.gameSummary.id,
    minorCategory: result.gameSummary.rule.minorCategory,
    ruleTitle: result.gameSummary.rule.ruleTitle,
    date: when ? formatKoreanDate(when) : '',
    place: result.gameSummary.matchLocation?.trim() ?? '',
    mySets: meFirst ? result.user1SetCount : result.user2SetCount,
    opponentSets: meFirst ? result.user2SetCount : result.user1SetCount,
    outcome: result.winnerIdx === 0 ? '무승부' : result.winnerIdx === mySide ? '승리' : '패배',
    setScores: result.setResults.map((set) =>
      meFirst ? `${set.score1}:${set.score2}` : `${set.score2}:${set.score1}`,
    ),
    opponent: { nickname: opponent.nickname, avatarUrl: opponent.profileUrl },
  };
}

/** Every text the picture draws, so the fonts' Korean subsets load before drawing. */
export function storyTexts(content: StoryContent): string {
  return [
    content.minorCategory,
    content.ruleTitle,
    content.date,
    content.place,
    content.outcome,
    `${content.mySets} : ${content.opponentSets}`,
    content.setScores.join(' '),
    content.opponent.nickname,
    'VS 한판…',
  ].join(' ');
}
