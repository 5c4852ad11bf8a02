import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURE_ENTRY_EXCEPTIONS } from './feature-entry-exceptions.js';

// Two import rules for the web app (eslint.config.js turns them on; web-boundaries.test.ts in
// apps/web/src proves they bite). Both resolve the specifier (`@/…` or relative) to a module path
// under apps/web/src, so an alias and a relative path are judged alike.

const webSrc = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/web/src');

/** `features/auth/auth.api` for '@/features/auth/auth.api' or '../auth/auth.api'; null for a package. */
export function webModule(specifier, filename) {
  let path;
  if (specifier.startsWith('@/')) path = specifier.slice(2);
  else if (specifier.startsWith('.'))
    path = relative(webSrc, resolve(dirname(filename), specifier))
      .split(sep)
      .join('/');
  else return null;
  return path.replace(/\.(tsx?|jsx?)$/, '');
}

const webFile = (filename) => relative(webSrc, filename).split(sep).join('/');

/**
 * The first page (decision 011, issue 17): what /init loads before it paints — the entry (main.tsx),
 * the router, the root layout and the sign-in screen — lives in src/landing/. Those files, and the
 * few shared modules listed here, may statically import only each other and FIRST_PAGE_PACKAGES, so
 * no change outside this set can add a byte to /init's 120 kB gzip budget. Anything else loads
 * with import() (a lazy chunk), which costs the first page nothing but a file name.
 */
export const FIRST_PAGE_FOLDER = 'landing/';
/** Shared modules the first page needs, left where the rest of the app imports them from. */
export const FIRST_PAGE_SHARED = [
  'lib/api-client',
  'lib/cn',
  'lib/contract',
  'lib/local-store',
  'lib/native-sign-in-bridge',
  'lib/signed-out',
  'lib/token-store',
  'ui/brand-mark',
  'ui/button',
  'ui/icon-button',
  // The barrel of one-module icons: a file imports the icons it uses and the rest are shaken off.
  'ui/icons',
  'ui/icons/*',
  'ui/inline-alert',
  'ui/safe-area',
  'ui/spinner',
  'ui/toast',
  'features/auth/auth.api',
];
/** Packages (exact specifiers) the first page may import statically; CSS files are always allowed. */
export const FIRST_PAGE_PACKAGES = [
  'react',
  'react-dom/client',
  '@tanstack/react-query',
  '@tanstack/react-router',
  '@hanpan/core/common-errors',
  '@hanpan/core/profile-limits',
];

export function isFirstPageModule(module) {
  if (module.startsWith(FIRST_PAGE_FOLDER)) return true;
  return FIRST_PAGE_SHARED.some((entry) =>
    entry.endsWith('/*')
      ? module.startsWith(entry.slice(0, -1)) && !module.slice(entry.length - 1).includes('/')
      : module === entry,
  );
}

/** Globs of the files the first-page rule applies to (eslint.config.js). */
export const FIRST_PAGE_FILES = [
  `apps/web/src/${FIRST_PAGE_FOLDER}**/*.{ts,tsx}`,
  ...FIRST_PAGE_SHARED.map((module) => `apps/web/src/${module}.{ts,tsx}`),
];

/** Runs `check(node, specifier)` on every static import and re-export that stays in the bundle. */
function onStaticImports(check) {
  const visit = (node) => {
    if (!node.source || node.importKind === 'type' || node.exportKind === 'type') return;
    check(node, String(node.source.value));
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit };
}

const firstPageImports = {
  meta: {
    type: 'problem',
    docs: { description: 'The first page (src/landing/) imports only first-page code.' },
    schema: [],
    messages: {
      notFirstPage:
        "'{{specifier}}' is not first-page code: this file is loaded before /init paints, and /init must stay " +
        'within 120 kB gzip (decision 011). Load it with import() where it is needed, or, if the first paint ' +
        'truly needs it, move it into src/landing/ (or list it in eslint/web-boundaries.js) and check `npm run budget:web`.',
    },
  },
  create(context) {
    return onStaticImports((node, specifier) => {
      if (specifier.endsWith('.css')) return;
      const module = webModule(specifier, context.filename);
      const allowed = module === null ? FIRST_PAGE_PACKAGES.includes(specifier) : isFirstPageModule(module);
      if (!allowed) context.report({ node: node.source, messageId: 'notFirstPage', data: { specifier } });
    });
  },
};

/**
 * As on the server: a feature is entered through its index.ts only (tests may also use another
 * feature's *.test-support.ts). Web features had no index.ts when this rule came (issue 17), so the
 * imports that reach into a feature today are listed in feature-entry-exceptions.js; the list may
 * only shrink (web-boundaries.test.ts fails on an entry that no longer occurs).
 */
const featureEntry = {
  meta: {
    type: 'problem',
    docs: { description: 'Import a web feature through its index.ts only.' },
    schema: [
      {
        type: 'object',
        properties: { exceptions: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      internals:
        "'{{specifier}}' reaches into features/{{feature}}: import a feature through its index.ts only " +
        '(CONVENTIONS.md, feature template). Export what you need from features/{{feature}}/index.ts.',
    },
  },
  create(context) {
    const exceptions = new Set(context.options[0]?.exceptions ?? FEATURE_ENTRY_EXCEPTIONS);
    const importer = webFile(context.filename);
    const isTest = /\.test(-support)?\.tsx?$/.test(importer); // a test, or a fixture module built on another feature's
    return onStaticImports((node, specifier) => {
      const module = webModule(specifier, context.filename);
      const [top, feature, ...rest] = module?.split('/') ?? [];
      if (top !== 'features' || !feature || rest.length === 0) return;
      if (importer.startsWith(`features/${feature}/`)) return;
      const inside = rest.join('/');
      if (inside === 'index' || (isTest && inside.endsWith('.test-support'))) return;
      // The first page may not load a feature's index (it would pull the feature's screens into
      // /init), so a first-page file reaches the few feature modules listed as first-page code.
      if (isFirstPageModule(importer.replace(/\.tsx?$/, '')) && isFirstPageModule(module)) return;
      if (exceptions.has(featureEntryKey(importer, module))) return;
      context.report({ node: node.source, messageId: 'internals', data: { specifier, feature } });
    });
  },
};

/** An exception's key: the importing file (under apps/web/src) and the module it reaches. */
export const featureEntryKey = (importer, module) => `${importer} -> ${module}`;

export const webBoundaries = {
  meta: { name: 'hanpan-web-boundaries' },
  rules: { 'first-page-imports': firstPageImports, 'feature-entry': featureEntry },
};
