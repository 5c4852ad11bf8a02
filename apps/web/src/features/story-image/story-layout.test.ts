import { describe, expect, it } from 'vitest';
import { fitText, type MeasureText, setScoresLine, STORY_LAYOUT, STORY_SIZE } from './story-layout';

/** Every character half as wide as the font is tall (a fixed advance, like a monospace font). */
const halfEm: MeasureText = (text, size) => Array.from(text).length * size * 0.5;

describe('fitText', () => {
  const rule = { maxWidth: 400, maxSize: 80, minSize: 40 };

  it('keeps a short title at the largest size', () => {
    expect(fitText('탁구', halfEm, rule)).toEqual({ text: '탁구', size: 80 });
  });

  it('shrinks a longer title in 2-px steps until it fits', () => {
    // 14 characters with the spaces: 14 × size × 0.5 ≤ 400 → size ≤ 57.1 → 56.
    expect(fitText('한판 탁구 주말 리그 결승', halfEm, rule)).toEqual({
      text: '한판 탁구 주말 리그 결승',
      size: 56,
    });
  });

  it('cuts a title too long even at the smallest size with an ellipsis that fits', () => {
    const long = '아주아주아주아주 긴 규칙 이름이라서 한 줄에 다 들어가지 않아요';
    const fitted = fitText(long, halfEm, rule);
    expect(fitted.size).toBe(40);
    expect(fitted.text.endsWith('…')).toBe(true);
    expect(halfEm(fitted.text, 40)).toBeLessThanOrEqual(400);
    // As long as it can be: one more character would not fit.
    expect(Array.from(fitted.text)).toHaveLength(20);
    expect(long.startsWith(fitted.text.slice(0, -1))).toBe(true);
  });

  it('never splits an emoji or a composed character of a nickname', () => {
    const nickname = '👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦';
    // Each family emoji counts as one 1-em glyph.
    const perGlyph: MeasureText = (text, size) =>
      Array.from(new Intl.Segmenter('ko', { granularity: 'grapheme' }).segment(text)).length * size;
    const fitted = fitText(nickname, perGlyph, { maxWidth: 200, maxSize: 50, minSize: 50 });
    expect(fitted.text).toBe('👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦…');
  });

  it('trims the spaces around a text and before the ellipsis', () => {
    expect(fitText('  하은  ', halfEm, rule).text).toBe('하은');
    const fitted = fitText('가나다라 마바사아자차카타파하', halfEm, {
      maxWidth: 50,
      maxSize: 20,
      minSize: 20,
    });
    expect(fitted.text).toBe('가나다라…');
  });
});

describe('the layout', () => {
  it('keeps every text and the picture inside the 1080×1080 canvas', () => {
    const { category, title, date, place, score, sets, avatar, nickname, brand } = STORY_LAYOUT;
    // Left-aligned lines end inside the right margin; centred ones spread half their width each way.
    for (const line of [category, title, date, place, nickname]) {
      expect(line.x + line.fit.maxWidth).toBeLessThanOrEqual(STORY_SIZE - 96);
    }
    for (const line of [score, sets]) {
      expect(line.x - line.fit.maxWidth / 2).toBeGreaterThanOrEqual(96);
      expect(line.x + line.fit.maxWidth / 2).toBeLessThanOrEqual(STORY_SIZE - 96);
    }
    expect(avatar.x - avatar.radius - avatar.ring).toBeGreaterThanOrEqual(96);
    expect(avatar.y + avatar.radius + avatar.ring).toBeLessThanOrEqual(STORY_SIZE - 96);
    expect(brand.y).toBeLessThanOrEqual(STORY_SIZE - 96);
    // The nickname ends before the brand mark (about 2 em of '한판' at its size).
    expect(nickname.x + nickname.fit.maxWidth).toBeLessThanOrEqual(brand.x - brand.size * 2);
  });

  it('writes the set scores on one line, nothing without a finished set', () => {
    expect(setScoresLine(['11:7', '9:11', '11:4'])).toBe('11:7  ·  9:11  ·  11:4');
    expect(setScoresLine([])).toBe('');
  });
});
