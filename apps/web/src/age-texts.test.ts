import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { profileLimits } from '@hanpan/core/profile-limits';
import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from '@/features/auth';

/**
 * One minimum age (issue 16 §20): onboarding said '만 4세 미만은 가입할 수 없고' while the login,
 * the terms and the settings said 만 14세. Every '만 N세' written in the web app or core names
 * either profileLimits.ageMin (who may join) or profileLimits.ageRestrictedUnder (who may be
 * restricted); a sentence about joining names ageMin. Texts build the number from the constant.
 */
const repo = join(__dirname, '../../..');
const roots = ['apps/web/src', 'packages/core/src'].map((root) => join(repo, root));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const AGE = /만\s*(\d+)\s*세([^.'"`\n]*)/g;

describe("'만 N세' in the web app and core", () => {
  const found = roots.flatMap(sourceFiles).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(AGE)].map((match) => ({
      where: `${relative(repo, file)}: ${match[0]}`,
      age: Number(match[1]),
      rest: match[2] ?? '',
    })),
  );

  it('names only the minimum age or the restricted-under age', () => {
    const allowed: number[] = [profileLimits.ageMin, profileLimits.ageRestrictedUnder];
    expect(found.filter(({ age }) => !allowed.includes(age)).map(({ where }) => where)).toEqual([]);
  });

  it('names the minimum age whenever it speaks of joining', () => {
    const wrong = found.filter(({ age, rest }) => rest.includes('가입') && age !== profileLimits.ageMin);
    expect(wrong.map(({ where }) => where)).toEqual([]);
  });

  it('finds the literal texts it checks (the search itself works)', () => {
    expect(found.length).toBeGreaterThan(0);
    expect([...'만 4세 미만은 가입할 수 없고'.matchAll(AGE)][0]?.[1]).toBe('4');
  });
});

describe('the terms and the privacy policy', () => {
  it.each([
    ['terms', TERMS_OF_SERVICE],
    ['privacy', PRIVACY_POLICY],
  ])('%s state the one minimum age', (_name, document) => {
    const text = JSON.stringify(document);
    expect(text).toContain(`만 ${profileLimits.ageMin}세 이상만 가입할 수 있`);
    expect(profileLimits.ageMin).toBe(14);
  });
});
