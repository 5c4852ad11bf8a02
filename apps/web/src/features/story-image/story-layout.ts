/*
 * The story image's geometry (spec §9: a 1080×1080 canvas) and the fitting of texts of any length
 * into it. Pure: the width of a text is asked of a `measure` function (the canvas's measureText in
 * the browser, a fixed advance in tests).
 */
export const STORY_SIZE = 1080;
export const STORY_PADDING = 96;
/** The widest a line may be. */
export const STORY_TEXT_WIDTH = STORY_SIZE - STORY_PADDING * 2;

export const STORY_FONT_FAMILY = '"Pretendard Variable", Pretendard, "Noto Sans KR", sans-serif';

export function fontOf(weight: number, size: number): string {
  return `${weight} ${size}px ${STORY_FONT_FAMILY}`;
}

/** Measures `text` at `size` px (the weight is the caller's business). */
export type MeasureText = (text: string, size: number) => number;

export interface FitRule {
  maxWidth: number;
  /** The size to use when the text fits. */
  maxSize: number;
  /** The text shrinks down to this size; below it, it is cut with '…'. */
  minSize: number;
}

export interface FittedText {
  text: string;
  size: number;
}

const ELLIPSIS = '…';
const SIZE_STEP = 2;

/**
 * The largest size from `maxSize` down to `minSize` (in 2-px steps) at which `text` fits
 * `maxWidth`; when even `minSize` is too wide, the text at `minSize`, cut by whole characters
 * (a Hangul syllable or an emoji is never split) and ended with '…'.
 */
export function fitText(text: string, measure: MeasureText, rule: FitRule): FittedText {
  const clean = text.trim();
  for (let size = rule.maxSize; size >= rule.minSize; size -= SIZE_STEP) {
    if (measure(clean, size) <= rule.maxWidth) return { text: clean, size };
  }
  const size = rule.minSize;
  const characters = graphemesOf(clean);
  // Binary search for the longest prefix that fits with the ellipsis.
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const candidate = characters.slice(0, middle).join('').trimEnd() + ELLIPSIS;
    if (measure(candidate, size) <= rule.maxWidth) low = middle;
    else high = middle - 1;
  }
  return { text: characters.slice(0, low).join('').trimEnd() + ELLIPSIS, size };
}

/** Whole characters as a reader sees them; code points where Intl.Segmenter is missing (old web views). */
function graphemesOf(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text);
  return Array.from(
    new Intl.Segmenter('ko', { granularity: 'grapheme' }).segment(text),
    (part) => part.segment,
  );
}

/** Where each part of the picture goes; text positions are baselines. */
export const STORY_LAYOUT = {
  category: { x: STORY_PADDING, y: 168, fit: { maxWidth: STORY_TEXT_WIDTH, maxSize: 44, minSize: 32 } },
  title: { x: STORY_PADDING, y: 262, fit: { maxWidth: STORY_TEXT_WIDTH, maxSize: 84, minSize: 52 } },
  date: { x: STORY_PADDING, y: 340, fit: { maxWidth: STORY_TEXT_WIDTH, maxSize: 40, minSize: 32 } },
  place: { x: STORY_PADDING, y: 396, fit: { maxWidth: STORY_TEXT_WIDTH, maxSize: 40, minSize: 30 } },
  outcome: { x: STORY_SIZE / 2, y: 520, size: 56 },
  score: { x: STORY_SIZE / 2, y: 704, fit: { maxWidth: STORY_TEXT_WIDTH, maxSize: 200, minSize: 120 } },
  sets: { x: STORY_SIZE / 2, y: 782, fit: { maxWidth: STORY_TEXT_WIDTH, maxSize: 44, minSize: 28 } },
  /** The opponent's picture: a circle, its centre and radius. */
  avatar: { x: STORY_PADDING + 70, y: 906, radius: 64, ring: 6 },
  versus: { x: STORY_PADDING + 170, y: 884, size: 32 },
  /** Beside the picture, up to the brand mark. */
  nickname: { x: STORY_PADDING + 170, y: 946, fit: { maxWidth: 520, maxSize: 52, minSize: 34 } },
  brand: { x: STORY_SIZE - STORY_PADDING, y: 946, size: 56 },
} as const;

/** The set scores as one line ('11:7 · 9:11 · 11:4'); '' for a match without a finished set. */
export function setScoresLine(setScores: readonly string[]): string {
  return setScores.join('  ·  ');
}
