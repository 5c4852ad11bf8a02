import { describe, expect, it } from 'vitest';
import { readSeedCategories } from '../../db/seed/reference-data.ts';
import { nameRuleOffline } from './offline-rule-namer.ts';
import {
  isTaxonomyPair,
  type CategoryTaxonomy,
  type RuleNaming,
  type RuleNamingInput,
} from './rule-naming.ts';
import { fitTitle } from './rule-title.ts';

const taxonomy: CategoryTaxonomy = { majors: readSeedCategories() };

const rule = (
  texts: Partial<RuleNamingInput> & Pick<RuleNamingInput, 'goal' | 'scoreDefinition'>,
): RuleNamingInput => ({
  preparation: '준비물은 없어요.',
  order: '가위바위보로 순서를 정하고 번갈아 해요.',
  decision: '점수가 높은 사람이 이겨요.',
  foul: '상대를 방해하면 반칙이에요.',
  extraInfo: null,
  referenceSport: null,
  ...texts,
});

/** Rules players write, with the category a person would file them under. */
const REALISTIC: { input: RuleNamingInput; category: [string, string] }[] = [
  {
    input: rule({
      goal: '종이컵으로 탑을 가장 높이 쌓는 사람이 이겨요.',
      scoreDefinition: '쌓은 종이컵 한 층마다 1점이에요.',
      preparation: '종이컵 30개',
    }),
    category: ['간단', '방구석 스포츠'],
  },
  {
    input: rule({
      goal: '1분 동안 플랭크 자세로 더 오래 버티는 사람이 이겨요.',
      scoreDefinition: '버틴 시간(초)이 점수예요.',
      preparation: '매트',
    }),
    category: ['신체', '근력'],
  },
  {
    input: rule({
      goal: '눈을 감고 한 발로 오래 서 있는 사람이 이겨요.',
      scoreDefinition: '버틴 시간이 길수록 높은 점수예요.',
    }),
    category: ['신체', '균형'],
  },
  {
    input: rule({
      goal: '왕복 달리기를 10번 먼저 끝내는 사람이 이겨요.',
      scoreDefinition: '왕복 1번마다 1점이에요.',
      preparation: '콘 2개, 20m 거리',
    }),
    category: ['신체', '심폐지구력'],
  },
  {
    input: rule({
      goal: '카드 20장의 위치를 외우고 짝을 많이 맞추는 사람이 이겨요.',
      scoreDefinition: '짝을 맞추면 1점이에요.',
      preparation: '카드 20장',
    }),
    category: ['두뇌', '암기력'],
  },
  {
    input: rule({
      goal: '상식 퀴즈 10문제를 번갈아 풀어요.',
      scoreDefinition: '정답 하나에 1점이에요.',
      preparation: '문제 카드',
    }),
    category: ['두뇌', '상식'],
  },
  {
    input: rule({
      goal: '벌주를 피하는 사람이 이기는 게임이에요. 숫자를 외치다 틀리면 술을 마셔요.',
      scoreDefinition: '틀린 횟수가 적을수록 좋아요.',
      preparation: '소주, 술잔',
    }),
    category: ['간단', '술게임'],
  },
  {
    input: rule({
      goal: '병뚜껑을 손가락으로 튕겨 책상 끝에 가장 가깝게 보내요.',
      scoreDefinition: '책상 끝에 가장 가까운 사람이 1점이에요.',
      preparation: '병뚜껑 5개, 책상',
    }),
    category: ['간단', '방구석 스포츠'],
  },
  {
    input: rule({
      goal: '셔틀콕을 상대 코트에 떨어뜨려 21점을 먼저 얻으면 이겨요.',
      scoreDefinition: '셔틀콕이 상대 코트 바닥에 닿으면 1점이에요.',
      preparation: '배드민턴 라켓 2개, 셔틀콕',
    }),
    category: ['기존 스포츠', '배드민턴'],
  },
  {
    input: rule({
      goal: '터치다운을 먼저 두 번 하는 팀이 이겨요.',
      scoreDefinition: '터치다운 1번에 6점이에요.',
      preparation: '미식축구공, 넓은 운동장',
    }),
    category: ['기존 스포츠', '미식축구'],
  },
  {
    input: rule({
      goal: '30초 동안 팔굽혀펴기를 많이 하는 사람이 이겨요.',
      scoreDefinition: '한 번에 1점이에요.',
    }),
    category: ['신체', '근력'],
  },
  {
    input: rule({
      goal: '다트를 3번 던져 과녁 중앙에 가깝게 맞히는 사람이 이겨요.',
      scoreDefinition: '과녁 점수의 합이에요.',
      preparation: '다트판, 다트 6개',
    }),
    category: ['신체', '정확성'],
  },
  {
    input: rule({
      goal: '제시어를 몸짓으로만 표현해서 상대가 맞히게 해요.',
      scoreDefinition: '맞힌 제시어마다 1점이에요.',
      preparation: '제시어 카드',
    }),
    category: ['두뇌', '표현력'],
  },
  {
    input: rule({
      goal: '오목 한 판으로 승부를 가려요.',
      scoreDefinition: '다섯 개를 먼저 잇는 사람이 이겨요.',
      preparation: '바둑판, 바둑돌',
    }),
    category: ['두뇌', '전략·계획'],
  },
  {
    input: rule({
      goal: '처음 만난 사람들과 자기소개를 하고 공통점을 많이 찾는 팀이 이겨요.',
      scoreDefinition: '공통점 하나에 1점이에요.',
    }),
    category: ['간단', '아이스브레이킹'],
  },
  {
    input: rule({
      goal: '새로 만든 규칙으로 만들기 대회를 열어요. 가장 멋진 작품을 만든 사람이 이겨요.',
      scoreDefinition: '심사위원이 준 점수예요.',
    }),
    category: ['두뇌', '창의성'],
  },
  {
    input: rule({
      goal: '서로 마주 보고 누가 먼저 웃는지 겨뤄요.',
      scoreDefinition: '먼저 웃은 사람이 져요.',
    }),
    category: ['기타', '기타'],
  },
];

function expectUsable(naming: RuleNaming) {
  expect(isTaxonomyPair(taxonomy, naming.majorCategory, naming.minorCategory)).toBe(true);
  expect(naming.title.length).toBeGreaterThan(0);
  expect(naming.title.length).toBeLessThanOrEqual(20);
  expect(naming.title).toBe(naming.title.trim());
  expect(naming.title).not.toMatch(/[\p{P}\p{S}]$/u);
  expect(naming.source).toBe('offline');
}

describe('nameRuleOffline', () => {
  it.each(REALISTIC.map(({ input, category }) => [input.goal, input, category] as const))(
    'files "%s" under the category a person would pick',
    (_goal, input, [major, minor]) => {
      const naming = nameRuleOffline(input, taxonomy);
      expectUsable(naming);
      expect([naming.majorCategory, naming.minorCategory]).toEqual([major, minor]);
    },
  );

  it('writes short natural titles from the goal', () => {
    const titleOf = (index: number) => nameRuleOffline(REALISTIC[index]!.input, taxonomy).title;
    expect(titleOf(0)).toBe('종이컵 쌓기 대결');
    expect(titleOf(1)).toBe('1분 플랭크 버티기');
    expect(titleOf(2)).toBe('한발 서기 대결');
    expect(titleOf(8)).toBe('배드민턴 21점 단판');
    expect(titleOf(10)).toBe('30초 팔굽혀펴기 대결');
    // A goal that already is a title is kept as the player wrote it.
    const kept = nameRuleOffline(
      rule({ goal: '종이컵 탑 쌓기 대결', scoreDefinition: '높이 쌓으면 이겨요.' }),
      taxonomy,
    );
    expect(kept).toMatchObject({ title: '종이컵 탑 쌓기 대결', minorCategory: '방구석 스포츠' });
  });

  it('gives the same answer for the same rule, whatever was named before', () => {
    const first = REALISTIC.map(({ input }) => nameRuleOffline(input, taxonomy));
    const again = [...REALISTIC]
      .reverse()
      .map(({ input }) => nameRuleOffline(structuredClone(input), taxonomy));
    expect(again.reverse()).toEqual(first);
  });

  it('always answers a pair of the taxonomy and a title of at most 20 characters, for any mix of texts', () => {
    const inputs = REALISTIC.map(({ input }) => input);
    for (const [index, a] of inputs.entries()) {
      for (const b of inputs) {
        const mixed = {
          ...a,
          scoreDefinition: b.scoreDefinition,
          preparation: b.preparation,
          extraInfo: b.goal,
        };
        expectUsable(nameRuleOffline(mixed, taxonomy));
        expectUsable(
          nameRuleOffline({ ...mixed, goal: `${a.goal} ${b.goal}`.repeat(index % 3) || '.' }, taxonomy),
        );
      }
    }
  });

  it('follows the sport the player said the rule follows, even against the texts', () => {
    const plank = REALISTIC[1]!.input;
    expect(nameRuleOffline({ ...plank, referenceSport: '수영' }, taxonomy)).toMatchObject({
      majorCategory: '기존 스포츠',
      minorCategory: '수영',
    });
    const pingPong = rule({
      goal: '11점을 먼저 내는 사람이 이기는 단판 승부예요.',
      scoreDefinition: '상대가 공을 받지 못하면 1점을 얻어요.',
      preparation: '라켓 2개, 공',
      referenceSport: '탁구',
    });
    expect(nameRuleOffline(pingPong, taxonomy)).toEqual({
      title: '탁구 11점 단판',
      majorCategory: '기존 스포츠',
      minorCategory: '탁구',
      source: 'offline',
    });
    expect(nameRuleOffline({ ...pingPong, decision: '3판 2선승제로 해요.' }, taxonomy).title).toBe(
      '탁구 11점 3판 2선승',
    );
  });

  it("ignores a reference sport that is '기타' or not in the taxonomy", () => {
    const plank = REALISTIC[1]!.input;
    for (const referenceSport of ['기타', '컬링', '근력', '  ']) {
      expect(nameRuleOffline({ ...plank, referenceSport }, taxonomy)).toMatchObject({
        majorCategory: '신체',
        minorCategory: '근력',
      });
    }
  });

  it('prefers the longer, more specific keyword (미식축구 over 축구) and finds a minor an admin added by its name', () => {
    const football = rule({
      goal: '미식축구처럼 공을 들고 끝 선까지 달려요.',
      scoreDefinition: '끝 선을 넘으면 6점이에요.',
    });
    expect(nameRuleOffline(football, taxonomy).minorCategory).toBe('미식축구');
    const extended: CategoryTaxonomy = {
      majors: taxonomy.majors.map((major) =>
        major.name === '기존 스포츠' ? { ...major, minors: [...major.minors, '스쿼시'] } : major,
      ),
    };
    const squash = rule({
      goal: '스쿼시 코트에서 벽에 공을 번갈아 쳐요.',
      scoreDefinition: '상대가 못 받으면 1점이에요.',
    });
    expect(nameRuleOffline(squash, extended)).toMatchObject({
      majorCategory: '기존 스포츠',
      minorCategory: '스쿼시',
    });
  });

  it("stays inside a taxonomy without '기타', and refuses an empty one", () => {
    const small: CategoryTaxonomy = { majors: [{ name: '신체', minors: ['근력', '균형'] }] };
    const nothing = rule({
      goal: '서로 마주 보고 누가 먼저 웃는지 겨뤄요.',
      scoreDefinition: '먼저 웃으면 져요.',
    });
    expectUsable(nameRuleOffline(nothing, small));
    expect(nameRuleOffline(REALISTIC[0]!.input, small).majorCategory).toBe('신체');
    expect(() => nameRuleOffline(nothing, { majors: [] })).toThrow(/taxonomy/);
  });
});

describe('fitTitle', () => {
  it('cuts at a word boundary, drops a dangling object particle and trailing punctuation', () => {
    expect(fitTitle('새로 만든 규칙으로 만들기 대회를 열어요')).toBe('새로 만든 규칙으로 만들기 대회');
    expect(fitTitle('  종이컵   탑 쌓기!! ')).toBe('종이컵 탑 쌓기');
    expect(fitTitle('가'.repeat(30))).toBe('가'.repeat(20));
    expect(fitTitle(`${'가'.repeat(19)}😀`)).toBe('가'.repeat(19));
  });
});
