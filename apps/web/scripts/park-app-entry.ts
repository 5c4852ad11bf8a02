/*
 * The app's entry parked in the built page (decision 032): src/landing/feed-boot.ts starts the app
 * once the plain feed's first photo is painted (at once on any other screen), because evaluating
 * the app holds the main thread for ~1 s at 4× CPU and would hold that photo's paint behind it.
 * The entry's file is still preloaded, so starting costs its evaluation only.
 */

/** The placeholder's id; the boot spells it alike (it may not import; park-app-entry.test.ts compares). */
export const APP_ENTRY_ID = 'hanpan-app';

/**
 * `html` with the app's entry script replaced by a modulepreload of its file and a placeholder
 * naming it. Throws (failing the build) unless the entry's script is there exactly once.
 */
export function parkAppEntry(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
  const found = [...html.matchAll(entry)];
  if (found.length !== 1) throw new Error(`index.html: expected one app entry script, found ${found.length}`);
  const src = found[0]![1]!;
  return html.replace(
    entry,
    `<link rel="modulepreload" crossorigin href="${src}">\n    <script id="${APP_ENTRY_ID}" type="text/x-hanpan-app" data-src="${src}"></script>`,
  );
}
