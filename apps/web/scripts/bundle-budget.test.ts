import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { firstPaintChunks, measure } from './bundle-budget.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_shared.js'] },
  'src/landing/feed-boot.ts': { file: 'assets/feed-boot.js', isEntry: true },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  'src/landing/init-screen.tsx': {
    file: 'assets/init.js',
    isDynamicEntry: true,
    imports: ['index.html', '_button.js'],
    dynamicImports: ['src/legal.tsx'],
  },
  '_button.js': { file: 'assets/button.js', css: ['assets/button.css'] },
  'src/legal.tsx': { file: 'assets/legal.js', isDynamicEntry: true, imports: ['_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  'src/routes/settings-screen.tsx': {
    file: 'assets/settings.js',
    isDynamicEntry: true,
    imports: ['_zod.js'],
  },
};

describe('the first-page bundle budget', () => {
  it('counts the entries, the first route and their static imports once each, not lazy chunks', () => {
    expect(firstPaintChunks(manifest).sort()).toEqual(
      [
        '_button.js',
        '_react.js',
        '_shared.js',
        'index.html',
        'src/landing/feed-boot.ts',
        'src/landing/init-screen.tsx',
      ].sort(),
    );
  });

  it('sums gzip sizes, so a larger chunk raises the total', () => {
    const small = measure(manifest, () => Buffer.from('a'.repeat(100)));
    const large = measure(manifest, (file: string) =>
      file === 'assets/react.js' ? randomBytes(5000) : Buffer.from('a'.repeat(100)),
    );
    expect(small.chunks).toHaveLength(6);
    expect(large.totalBytes).toBeGreaterThan(small.totalBytes + 1000);
  });

  it('fails loudly when the first route is no longer its own chunk', () => {
    const { 'src/landing/init-screen.tsx': _init, ...withoutInit } = manifest;
    expect(() => firstPaintChunks(withoutInit)).toThrow(/init-screen/);
  });
});
