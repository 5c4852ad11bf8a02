import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FALLBACK_ICON, MAJOR_ICONS, resolveCategory } from './category-icons';
import { RuleCategoryPicture } from './rule-category-picture';

// The seeded taxonomy the server serves (apps/server/src/db/seed/data/categories.json).
const taxonomy = JSON.parse(
  readFileSync(`${import.meta.dirname}/../../../../server/src/db/seed/data/categories.json`, 'utf8'),
) as { majors: { name: string; minors: string[] }[] };

describe('rule category pictures', () => {
  it('gives every minor of the seeded taxonomy a picture of its own', () => {
    const seen = new Map<unknown, string>();
    for (const { name: major, minors } of taxonomy.majors) {
      for (const minor of minors) {
        const { icon } = resolveCategory(minor, major);
        expect(icon, `${major}/${minor}`).not.toBe(FALLBACK_ICON);
        expect(icon, `${major}/${minor}`).not.toBe(MAJOR_ICONS[major]);
        expect(seen.get(icon), `${major}/${minor} shares its picture`).toBeUndefined();
        seen.set(icon, `${major}/${minor}`);
      }
    }
    expect(seen.size).toBe(taxonomy.majors.reduce((sum, major) => sum + major.minors.length, 0));
  });

  it('finds the major of a minor given alone, and falls back for names it does not know', () => {
    expect(resolveCategory('탁구')).toEqual(resolveCategory('탁구', '기존 스포츠'));
    expect(resolveCategory('새 종목', '두뇌')).toEqual({ icon: MAJOR_ICONS['두뇌'], major: '두뇌' });
    expect(resolveCategory('새 종목').icon).toBe(FALLBACK_ICON);
  });

  it('is decorative: hidden from screen readers, the name is written beside it', () => {
    const { container } = render(<RuleCategoryPicture minor="축구" major="기존 스포츠" size="lg" />);
    const tile = container.firstElementChild!;
    expect(tile.getAttribute('aria-hidden')).toBe('true');
    expect(tile.querySelector('svg')?.getAttribute('width')).toBe('34');
  });
});
