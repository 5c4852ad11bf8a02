import { MoodNeutralIcon, MoodOffIcon, MoodSadIcon, MoodSmileIcon } from '@/ui/icons';
import { cn } from '@/lib/cn';
import { formatMannerScore, mannerFaceOf, shownMannerScore, type MannerFace } from './manner-score';

const faces: Record<MannerFace, { Icon: typeof MoodSmileIcon; tone: string }> = {
  smile: { Icon: MoodSmileIcon, tone: 'bg-success-soft text-success' },
  neutral: { Icon: MoodNeutralIcon, tone: 'bg-warning-soft text-warning' },
  frown: { Icon: MoodSadIcon, tone: 'bg-danger-soft text-danger' },
  none: { Icon: MoodOffIcon, tone: 'bg-fill text-ink-subtle' },
};

/** 매너 4.5 with its face (spec §9); 4.5 until the first review. */
export function MannerScoreBadge({ score, className }: { score: number; className?: string }) {
  const shown = shownMannerScore(score);
  const { Icon, tone } = faces[mannerFaceOf(shown)];
  const text = formatMannerScore(shown);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-label font-semibold',
        tone,
        className,
      )}
      aria-label={`매너 점수 ${text}점`}
    >
      <Icon size={16} />
      <span aria-hidden="true">매너 {text}</span>
    </span>
  );
}
