import { backgroundAt, inkFor } from './story-backgrounds';
import type { StoryContent } from './story-content';
import { fitText, fontOf, type FitRule, setScoresLine, STORY_LAYOUT, STORY_SIZE } from './story-layout';

/** A loaded picture and its natural size. */
export interface StoryPicture {
  image: CanvasImageSource;
  width: number;
  height: number;
}

/** The centred square of a picture, so a wide or tall one fills the circle without being squashed. */
export function squareCrop(width: number, height: number): { sx: number; sy: number; size: number } {
  const size = Math.min(width, height);
  return { sx: (width - size) / 2, sy: (height - size) / 2, size };
}

/** What the drawing needs of a 2D context (the browser's, or a recording fake in tests). */
export type StoryContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'fillRect'
  | 'fillText'
  | 'measureText'
  | 'createLinearGradient'
  | 'beginPath'
  | 'arc'
  | 'closePath'
  | 'fill'
  | 'stroke'
  | 'clip'
  | 'save'
  | 'restore'
  | 'drawImage'
>;

/**
 * Draws the whole story image (spec §2 Share-image maker) on a 1080×1080 context: the chosen
 * background, the rule's minor category and title, the date, the place, the outcome, the sets won
 * and each set's points, the opponent's picture (or their initial) and nickname, and the brand.
 * Texts of any length are fitted (story-layout.ts). The fonts must be loaded before (story-assets.ts).
 */
export function drawStory(
  ctx: StoryContext,
  content: StoryContent,
  backgroundIndex: number,
  avatar: StoryPicture | null,
): void {
  const background = backgroundAt(backgroundIndex);
  const ink = inkFor(backgroundIndex);
  const gradient = ctx.createLinearGradient(0, 0, STORY_SIZE, STORY_SIZE);
  gradient.addColorStop(0, background.stops[0]);
  gradient.addColorStop(1, background.stops[1]);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, STORY_SIZE, STORY_SIZE);
  ctx.textBaseline = 'alphabetic';

  const L = STORY_LAYOUT;
  ctx.textAlign = 'left';
  fitted(ctx, content.minorCategory, 600, ink.soft, L.category);
  fitted(ctx, content.ruleTitle, 800, ink.strong, L.title);
  if (content.date) fitted(ctx, content.date, 500, ink.soft, L.date);
  if (content.place) fitted(ctx, content.place, 500, ink.soft, L.place);

  ctx.textAlign = 'center';
  ctx.fillStyle = ink.strong;
  ctx.font = fontOf(700, L.outcome.size);
  ctx.fillText(content.outcome, L.outcome.x, L.outcome.y);
  fitted(ctx, `${content.mySets} : ${content.opponentSets}`, 800, ink.strong, L.score);
  const sets = setScoresLine(content.setScores);
  if (sets) fitted(ctx, sets, 500, ink.soft, L.sets);

  drawAvatar(ctx, content.opponent.nickname, avatar, ink.ring, ink.strong);
  ctx.textAlign = 'left';
  ctx.fillStyle = ink.soft;
  ctx.font = fontOf(600, L.versus.size);
  ctx.fillText('VS', L.versus.x, L.versus.y);
  fitted(ctx, content.opponent.nickname, 700, ink.strong, L.nickname);

  ctx.textAlign = 'right';
  ctx.fillStyle = ink.strong;
  ctx.font = fontOf(800, L.brand.size);
  ctx.fillText('한판', L.brand.x, L.brand.y);
}

function fitted(
  ctx: StoryContext,
  text: string,
  weight: number,
  colour: string,
  place: { x: number; y: number; fit: FitRule },
): void {
  const { text: shown, size } = fitText(
    text,
    (candidate, candidateSize) => {
      ctx.font = fontOf(weight, candidateSize);
      return ctx.measureText(candidate).width;
    },
    place.fit,
  );
  ctx.font = fontOf(weight, size);
  ctx.fillStyle = colour;
  ctx.fillText(shown, place.x, place.y);
}

/** The opponent's picture in a ringed circle; without one (or when it failed), their initial on a disc. */
function drawAvatar(
  ctx: StoryContext,
  nickname: string,
  avatar: StoryPicture | null,
  ring: string,
  initialColour: string,
): void {
  const { x, y, radius, ring: ringWidth } = STORY_LAYOUT.avatar;
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.closePath();
  if (avatar) {
    ctx.clip();
    const crop = squareCrop(avatar.width, avatar.height);
    ctx.drawImage(
      avatar.image,
      crop.sx,
      crop.sy,
      crop.size,
      crop.size,
      x - radius,
      y - radius,
      radius * 2,
      radius * 2,
    );
  } else {
    ctx.fillStyle = 'rgba(128, 128, 128, 0.35)';
    ctx.fill();
    ctx.fillStyle = initialColour;
    ctx.font = fontOf(700, radius);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(Array.from(nickname.trim())[0] ?? '?', x, y + 2);
  }
  ctx.restore();
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.closePath();
  ctx.strokeStyle = ring;
  ctx.lineWidth = ringWidth;
  ctx.stroke();
}
