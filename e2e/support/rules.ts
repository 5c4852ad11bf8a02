import type { Page } from '@playwright/test';
import type { Rule, RuleForm } from '@hanpan/core';
import { postAs } from './journeys.ts';

/**
 * Words no other rule uses ('옥상 보라수달', one of 800), so a search for them finds this run's
 * rule only, also when a journey runs again against the same server. Generated titles repeat
 * across rules; search by these words, then pick the card by the rule's own title.
 */
export function nonceWords(): string {
  const places = ['숲속', '바닷가', '골목', '마당', '강변', '들판', '옥상', '운동장'];
  const colours = ['보라', '하늘', '초록', '주황', '분홍', '파랑', '노랑', '연두', '남색', '은빛'];
  const animals = [
    '수달',
    '펭귄',
    '다람쥐',
    '부엉이',
    '거북이',
    '너구리',
    '고슴도치',
    '해달',
    '토끼',
    '여우',
  ];
  const pick = (words: string[]) => words[Math.floor(Math.random() * words.length)];
  return `${pick(places)} ${pick(colours)}${pick(animals)}`;
}

/** A rule as POST /api/rules takes it (what the old clients send), its goal starting with `word`. */
export function ruleForm(word: string) {
  return {
    ruleGoal: `${word} 종이컵 탑 쌓기. 1분 안에 종이컵으로 더 높은 탑을 쌓은 사람이 이겨요.`,
    ruleScoreDefinition: '시간이 끝났을 때 서 있는 종이컵 한 층마다 1점이에요.',
    rulePreparation: '종이컵 20개씩, 평평한 탁자 하나',
    ruleOrder: '두 사람이 동시에 시작해요. 1분이 지나면 손을 떼고 층수를 세요.',
    ruleDecision: '탑이 무너졌는지 애매하면 다시 세어요.',
    ruleFoul: '상대 탑을 건드리면 그 판은 져요.',
    ruleExtraInfo: '',
    pointsToWin: -1,
    duration: 60,
    setsToWin: 3,
    winBy: 'MOST_SETS_AND_POINTS',
  } satisfies RuleForm;
}

/**
 * A new rule by the signed-in player of `page`, for journeys that start after rule creation: they
 * own their rule instead of reading the demo data. `word` (default: fresh nonce words) finds it;
 * `scoring` changes how a match under it is won (the live match plays a short untimed one).
 */
export async function createRule(
  page: Page,
  word = nonceWords(),
  scoring: Partial<Pick<RuleForm, 'pointsToWin' | 'duration' | 'setsToWin' | 'winBy'>> = {},
): Promise<Rule & { word: string }> {
  const created = await postAs<Rule>(page, '/api/rules', { ...ruleForm(word), ...scoring });
  if (created.status !== 201) {
    throw new Error(`POST /api/rules answered ${created.status}: ${JSON.stringify(created.body)}`);
  }
  return { ...created.body, word };
}
