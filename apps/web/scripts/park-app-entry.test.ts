import { describe, expect, it } from 'vitest';
import { APP_ENTRY_ID as BOOT_APP_ENTRY_ID } from '../src/landing/feed-boot';
import { APP_ENTRY_ID, parkAppEntry } from './park-app-entry';

const built = (scripts: string) => `<!doctype html>
<html lang="ko">
  <head>
    <script src="/assets/feed-boot-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-2.css">
${scripts}
    <link rel="modulepreload" crossorigin href="/assets/react-3.js">
  </head>
  <body><div id="root"></div></body>
</html>`;
const entryScript = '    <script type="module" crossorigin src="/assets/index-1.js"></script>';

describe('parkAppEntry (the built index.html, decision 032)', () => {
  it("replaces the app's entry script by a preload of its file and a placeholder the boot starts", () => {
    const page = new DOMParser().parseFromString(parkAppEntry(built(entryScript)), 'text/html');
    expect(page.querySelectorAll('script[type="module"]')).toHaveLength(0);
    const parked = page.getElementById(APP_ENTRY_ID) as HTMLScriptElement;
    expect(parked.type).toBe('text/x-hanpan-app');
    expect(parked.dataset.src).toBe('/assets/index-1.js');
    const preloads = [...page.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(preloads).toEqual(['/assets/index-1.js', '/assets/react-3.js']);
    // The boot (a classic script) is untouched and still first.
    expect(page.querySelector('script')?.getAttribute('src')).toBe('/assets/feed-boot-1.js');
  });

  it('fails the build unless there is exactly one entry script', () => {
    expect(() => parkAppEntry(built(''))).toThrow(/found 0/);
    expect(() => parkAppEntry(built(`${entryScript}\n${entryScript}`))).toThrow(/found 2/);
  });

  it('names the placeholder as the boot looks for it', () => {
    expect(BOOT_APP_ENTRY_ID).toBe(APP_ENTRY_ID);
  });
});
