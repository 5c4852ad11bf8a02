import { describe, expect, it } from 'vitest';
import { gameResultFixture, HAEUN, ME } from '@/features/match/match.test-support';
import { inkFor, LIGHT_INK_COUNT, STORY_BACKGROUNDS } from './story-backgrounds';
import { storyContentOf } from './story-content';
import { drawStory, squareCrop } from './story-draw';
import { recordingContext } from './story-image.test-support';

const result = () =>
  gameResultFixture({
    gameSummary: {
      ...gameResultFixture().gameSummary,
      rule: { ...gameResultFixture().gameSummary.rule, minorCategory: '탁구', ruleTitle: '점심 탁구 한판' },
    },
    user2: { id: HAEUN, nickname: '하은', profileUrl: 'https://api.hanpan.kr/uploads/avatars/5/a-640.webp' },
  });

describe('the story content', () => {
  it('puts me first: my sets, my points in each set and the other player as the opponent', () => {
    const mine = storyContentOf(result(), ME);
    expect(mine).toMatchObject({
      minorCategory: '탁구',
      ruleTitle: '점심 탁구 한판',
      date: '2026년 11월 20일',
      place: '서울 강남구 테헤란로 152',
      mySets: 2,
      opponentSets: 1,
      outcome: '승리',
      setScores: ['11:7', '9:11', '11:4'],
      opponent: { nickname: '하은', avatarUrl: 'https://api.hanpan.kr/uploads/avatars/5/a-640.webp' },
    });
    const theirs = storyContentOf(result(), HAEUN);
    expect(theirs).toMatchObject({
      mySets: 1,
      opponentSets: 2,
      outcome: '패배',
      setScores: ['7:11', '11:9', '4:11'],
      opponent: { nickname: '민준', avatarUrl: null },
    });
  });

  it('says 무승부 for a draw and leaves out a place or a date the game never had', () => {
    const draw = storyContentOf(
      gameResultFixture({
        winnerIdx: 0,
        startDate: null,
        gameSummary: { ...gameResultFixture().gameSummary, matchLocation: null, matchDate: null },
      }),
      ME,
    );
    expect(draw).toMatchObject({ outcome: '무승부', place: '', date: '' });
  });

  it('dates the match in Seoul (a late-evening UTC start is the next day there)', () => {
    expect(storyContentOf(gameResultFixture({ startDate: '2026-11-20T16:30:00Z' }), ME).date).toBe(
      '2026년 11월 21일',
    );
  });
});

describe('the backgrounds', () => {
  it('are nine, with white text on the first five and dark text on the other four', () => {
    expect(STORY_BACKGROUNDS).toHaveLength(9);
    expect(LIGHT_INK_COUNT).toBe(5);
    const strong = STORY_BACKGROUNDS.map((_, index) => inkFor(index).strong);
    expect(strong.slice(0, 5).every((colour) => colour === '#FFFFFF')).toBe(true);
    expect(strong.slice(5).every((colour) => colour === '#191F28')).toBe(true);
  });

  it('falls back to the first background for an index out of range', () => {
    expect(inkFor(42).strong).toBe('#191F28');
    expect(inkFor(-1).strong).toBe('#FFFFFF');
    expect(inkFor(Number.NaN).strong).toBe('#FFFFFF');
  });
});

describe('drawStory', () => {
  it('draws the rule, the date, the place, the score, the sets and the opponent on the chosen background', () => {
    const { context, texts, gradients, images } = recordingContext();
    const picture = { image: {} as CanvasImageSource, width: 800, height: 600 };
    drawStory(context, storyContentOf(result(), ME), 1, picture);
    expect(gradients).toEqual([[...STORY_BACKGROUNDS[1]!.stops]]);
    expect(texts.map((drawn) => drawn.text)).toEqual([
      '탁구',
      '점심 탁구 한판',
      '2026년 11월 20일',
      '서울 강남구 테헤란로 152',
      '승리',
      '2 : 1',
      '11:7  ·  9:11  ·  11:4',
      'VS',
      '하은',
      '한판',
    ]);
    // White text on the first five backgrounds.
    expect(texts.find((drawn) => drawn.text === '점심 탁구 한판')!.colour).toBe('#FFFFFF');
    // The picture, cropped to its centred square.
    expect(images).toEqual([picture.image]);
    expect(context.drawImage).toHaveBeenCalledWith(picture.image, 100, 0, 600, 600, 102, 842, 128, 128);
  });

  it('uses dark text on a light background and the initial when there is no picture', () => {
    const { context, texts, images } = recordingContext();
    drawStory(context, storyContentOf(result(), HAEUN), 6, null);
    expect(images).toEqual([]);
    expect(texts.find((drawn) => drawn.text === '민')).toBeDefined();
    expect(texts.find((drawn) => drawn.text === '민준')!.colour).toBe('#191F28');
  });

  it('fits a long title and a long nickname inside the picture', () => {
    const { context, texts } = recordingContext();
    const long = storyContentOf(
      gameResultFixture({
        gameSummary: {
          ...gameResultFixture().gameSummary,
          rule: {
            ...gameResultFixture().gameSummary.rule,
            ruleTitle: '토요일 아침 한강 공원 배드민턴 복식 리그 결승전 재경기와 그 뒤풀이 한판 승부',
          },
        },
        user2: {
          id: HAEUN,
          nickname: '아주아주긴닉네임입니다'.repeat(4),
          profileUrl: null,
        },
      }),
      ME,
    );
    drawStory(context, long, 0, null);
    const title = texts[1]!;
    expect(title.text.endsWith('…')).toBe(true);
    expect(title.font).toMatch(/^800 52px /);
    expect(Array.from(title.text).length * 52 * 0.5).toBeLessThanOrEqual(1080 - 96 * 2);
    const nickname = texts.at(-2)!;
    expect(nickname.text.endsWith('…')).toBe(true);
    expect(Array.from(nickname.text).length * 34 * 0.5).toBeLessThanOrEqual(520);
  });

  it('crops a tall picture to its middle square', () => {
    expect(squareCrop(400, 1000)).toEqual({ sx: 0, sy: 300, size: 400 });
  });
});
