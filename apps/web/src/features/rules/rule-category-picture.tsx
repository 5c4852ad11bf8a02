import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FALLBACK_ICON, MAJOR_ICONS, resolveCategory } from './category-icons';

type PictureSize = 'sm' | 'md' | 'lg';

// A soft tile per major, so a list shows at a glance which kind of game each rule is.
const MAJOR_TONES: Record<string, string> = {
  '기존 스포츠': 'bg-accent-50 text-accent-600',
  신체: 'bg-rose-50 text-rose-600',
  두뇌: 'bg-violet-50 text-violet-600',
  간단: 'bg-amber-50 text-amber-700',
  기타: 'bg-emerald-50 text-emerald-700',
};
const NEUTRAL_TONE = 'bg-fill text-ink-muted';

const TILE_SIZES: Record<PictureSize, { tile: string; icon: number }> = {
  sm: { tile: 'size-10 rounded-md', icon: 22 },
  md: { tile: 'size-12 rounded-lg', icon: 26 },
  lg: { tile: 'size-16 rounded-xl', icon: 34 },
};

function Tile({ tone, size, children }: { tone: string; size: PictureSize; children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex shrink-0 items-center justify-center', TILE_SIZES[size].tile, tone)}
    >
      {children}
    </span>
  );
}

/**
 * The picture of a rule's minor category (issue 9 §1): the same on every card that shows a rule.
 * Decorative: the category's name is always written beside it.
 */
export function RuleCategoryPicture({
  minor,
  major,
  size = 'md',
}: {
  minor: string;
  major?: string;
  size?: PictureSize;
}) {
  const { icon: Icon, major: owner } = resolveCategory(minor, major);
  return (
    <Tile tone={(owner && MAJOR_TONES[owner]) || NEUTRAL_TONE} size={size}>
      <Icon size={TILE_SIZES[size].icon} stroke={1.75} aria-hidden="true" focusable="false" />
    </Tile>
  );
}

/** The picture of a major category (the first step of /rules). */
export function RuleMajorPicture({ major, size = 'md' }: { major: string; size?: PictureSize }) {
  const Icon = MAJOR_ICONS[major] ?? FALLBACK_ICON;
  return (
    <Tile tone={MAJOR_TONES[major] ?? NEUTRAL_TONE} size={size}>
      <Icon size={TILE_SIZES[size].icon} stroke={1.75} aria-hidden="true" focusable="false" />
    </Tile>
  );
}
