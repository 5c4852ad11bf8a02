/*
 * The story image's nine backgrounds (spec §2 Share-image maker: 9 choices, white text on the first
 * five, dark text on the rest). Drawn as gradients, so the picture needs no image file of its own
 * and stays exportable (nothing from another origin under the text).
 */
export interface StoryBackground {
  /** Said by the picker ('배경 1, 노을'): the swatch itself is only colour. */
  name: string;
  /** Top-left to bottom-right. */
  stops: readonly [string, string];
  ink: StoryInk;
}

export type StoryInk = 'light' | 'dark';

export const STORY_BACKGROUNDS: readonly StoryBackground[] = [
  { name: '밤하늘', stops: ['#1B2A4A', '#3B5BDB'], ink: 'light' },
  { name: '노을', stops: ['#F76707', '#C2255C'], ink: 'light' },
  { name: '숲', stops: ['#0B7285', '#2B8A3E'], ink: 'light' },
  { name: '보라', stops: ['#5F3DC4', '#AE3EC9'], ink: 'light' },
  { name: '먹색', stops: ['#191F28', '#4E5968'], ink: 'light' },
  { name: '하양', stops: ['#FFFFFF', '#F1F3F5'], ink: 'dark' },
  { name: '레몬', stops: ['#FFF9DB', '#FFD43B'], ink: 'dark' },
  { name: '하늘', stops: ['#E7F5FF', '#A5D8FF'], ink: 'dark' },
  { name: '민트', stops: ['#E6FCF5', '#96F2D7'], ink: 'dark' },
];

/** Spec §2: the first five backgrounds carry white text, the other four dark text. */
export const LIGHT_INK_COUNT = 5;

export interface StoryInkColours {
  /** Titles, the score, the nickname. */
  strong: string;
  /** The category, the date, the place, the set scores. */
  soft: string;
  /** The ring around the opponent's picture and the placeholder's disc. */
  ring: string;
}

const INK: Record<StoryInk, StoryInkColours> = {
  light: { strong: '#FFFFFF', soft: 'rgba(255, 255, 255, 0.78)', ring: 'rgba(255, 255, 255, 0.9)' },
  dark: { strong: '#191F28', soft: 'rgba(25, 31, 40, 0.7)', ring: 'rgba(25, 31, 40, 0.85)' },
};

/** The background at `index` (clamped into the nine), so a stale choice never draws nothing. */
export function backgroundAt(index: number): StoryBackground {
  const safe = Number.isInteger(index) ? Math.min(Math.max(index, 0), STORY_BACKGROUNDS.length - 1) : 0;
  return STORY_BACKGROUNDS[safe]!;
}

/** The text colours for the background at `index`. */
export function inkFor(index: number): StoryInkColours {
  return INK[backgroundAt(index).ink];
}
