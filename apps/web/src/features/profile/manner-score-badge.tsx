import { MoodNeutralIcon, MoodOffIcon, MoodSadIcon, MoodSmileIcon } from '@/ui/icons';
import { cn } from '@/lib/cn';
import { formatMannerScore, mannerFaceOf, shownMannerScore, type MannerFace } from './manner-score';

// The status colour tints the pill and the face; the words stay ink, because success and danger
// on their soft backgrounds fall under 4.5:1 for 13 px text (axe, screens.spec.ts).
const faces: Record<MannerFace, { Icon: typeof MoodSmileIcon; pill: string; face: string }> = {
  smile: { Icon: MoodSmileIcon, pill: 'bg-success-soft', face: 'text-success' },
  neutral: { Icon: MoodNeutralIcon, pill: 'bg-warning-soft', face: 'text-warning' },
  frown: { Icon: MoodSadIcon, pill: 'bg-danger-soft', face: 'text-danger' },
  none: { Icon: MoodOffIcon, pill: 'bg-fill', face: 'text-ink-subtle' },
};

/**
 * 매너 4.5 with its face (spec §9); 4.5 until the first review. `reviewCount` (the profile's
 * `mannerReviewCount`) adds how many reviews the score rests on.
 */
export function MannerScoreBadge({
  score,
  reviewCount,
  className,
}: {
  score: number;
  reviewCount?: number;
  className?: string;
}) {
  const shown = shownMannerScore(score);
  const { Icon, pill, face } = faces[mannerFaceOf(shown)];
  const text = formatMannerScore(shown);
  const reviews = reviewCount ? ` · 후기 ${reviewCount}개` : '';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-label font-semibold text-ink',
        pill,
        className,
      )}
      // aria-label needs a role on a span (axe: aria-prohibited-attr): the badge reads as one image.
      role="img"
      aria-label={`매너 점수 ${text}점${reviews ? `, 후기 ${reviewCount}개` : ''}`}
    >
      <Icon size={16} className={face} />
      <span aria-hidden="true">
        매너 {text}
        {reviews}
      </span>
    </span>
  );
}
