// Regenerates the lists in docs/architecture.md that the code already knows, so the page cannot
// drift from it (issue 17 item 7): screens from the web router, tables from the drizzle schema,
// account-deletion owners from personal-data.ts, features and their HTTP calls from
// apps/server/src/features. Each list lives between `<!-- generated:NAME -->` and
// `<!-- /generated -->`; everything outside those markers is written by hand.
//
//   npm run docs:generate            rewrite the blocks
//   node scripts/generate-docs.mjs --check   exit 1 naming each stale block (docs.test.ts runs this)
//
// Sources are read as TypeScript syntax trees, never imported: no database, no React, no app code
// runs, so the check is quick and works before a build.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DOC = 'docs/architecture.md';
const ROUTER = 'apps/web/src/landing/router.tsx';
const SCHEMA_DIR = 'apps/server/src/db/schema';
const PERSONAL_DATA = 'apps/server/src/personal-data.ts';
const FEATURES_DIR = 'apps/server/src/features';

function parse(path) {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(
    path,
    readFileSync(join(root, path), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    kind,
  );
}

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

function property(object, name) {
  if (!object || !ts.isObjectLiteralExpression(object)) return undefined;
  const found = object.properties.find(
    (p) => ts.isPropertyAssignment(p) && p.name && ts.isIdentifier(p.name) && p.name.text === name,
  );
  return found?.initializer;
}

function stringOf(node) {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;
}

function calleeName(call) {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

const cell = (text) => text.replaceAll('|', '\\|');

// ---- screens: every createRoute with a path, in router order --------------------------------

function screens() {
  const source = parse(ROUTER);
  const constants = new Map();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations)
      if (ts.isIdentifier(d.name) && d.initializer) constants.set(d.name.text, d.initializer);
  }
  const resolve = (node) =>
    node && ts.isIdentifier(node) && constants.has(node.text) ? resolve(constants.get(node.text)) : node;

  // `lazyRouteComponent(() => import('@/routes/x'), 'X')` → 'routes/x.tsx · X'
  const screenOf = (component) => {
    const node = resolve(component);
    if (!node) return '';
    if (ts.isIdentifier(node)) return `\`${node.text}\` (root layout)`;
    if (!ts.isCallExpression(node) || calleeName(node) !== 'lazyRouteComponent') return node.getText();
    let module = '';
    walk(resolve(node.arguments[0]), (n) => {
      if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword)
        module = stringOf(n.arguments[0]) ?? '';
    });
    // '@/x' is apps/web/src/x; './x' sits beside the router (landing/).
    const path = module.startsWith('./') ? `landing/${module.slice(2)}` : module.replace(/^@\//, '');
    // The file as it is on disk, so the docs' path check also proves the screen exists.
    const file = ['.tsx', '.ts', '/index.tsx', '/index.ts']
      .map((ext) => path + ext)
      .find((candidate) => existsSync(join(root, 'apps/web/src', candidate)));
    return `\`${file ?? path}\` · ${stringOf(node.arguments[1]) ?? 'default'}`;
  };
  const layoutOf = (options) => {
    const parent = property(options, 'getParentRoute');
    const target = parent && ts.isArrowFunction(parent) ? parent.body.getText() : '';
    return (
      { rootRoute: 'none', plainLayoutRoute: 'top bar', appLayoutRoute: 'header and tabs' }[target] ?? target
    );
  };

  const rows = [];
  walk(source, (node) => {
    if (!ts.isCallExpression(node)) return;
    const name = calleeName(node);
    // createRoute({...}) and createRootRouteWithContext<…>()({...}) (the not-found page).
    if (name === 'createRoute') {
      const options = node.arguments[0];
      const path = stringOf(property(options, 'path'));
      if (!path) return;
      const title = stringOf(property(property(options, 'staticData'), 'title')) ?? '(한판)';
      const redirects = /\bredirect\(/.test(property(options, 'beforeLoad')?.getText() ?? '');
      const screen = screenOf(property(options, 'component'));
      rows.push([
        `\`${path}\``,
        title,
        layoutOf(options),
        redirects ? `${screen}; may redirect first` : screen,
      ]);
    } else if (
      ts.isCallExpression(node.expression) &&
      calleeName(node.expression) === 'createRootRouteWithContext'
    ) {
      const notFound = screenOf(property(node.arguments[0], 'notFoundComponent'));
      if (notFound) rows.push(['any other path', '(not found)', 'none', notFound]);
    }
  });
  return [
    `| Path | Title | Chrome | Screen (\`apps/web/src/…\` · export) |`,
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}

// ---- tables: every pgTable in the schema, by file --------------------------------------------

function schemaTables() {
  const byFile = [];
  for (const file of readdirSync(join(root, SCHEMA_DIR))
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const names = [];
    walk(parse(`${SCHEMA_DIR}/${file}`), (node) => {
      if (ts.isCallExpression(node) && calleeName(node) === 'pgTable') {
        const name = stringOf(node.arguments[0]);
        if (name) names.push(name);
      }
    });
    if (names.length) byFile.push({ file, names });
  }
  return byFile;
}

/** Which features' code (tests aside) imports a table value from the schema. */
function tableUsers() {
  const exportToTable = new Map();
  for (const file of readdirSync(join(root, SCHEMA_DIR)).filter((f) => f.endsWith('.ts'))) {
    walk(parse(`${SCHEMA_DIR}/${file}`), (node) => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        ts.isCallExpression(node.initializer) &&
        calleeName(node.initializer) === 'pgTable'
      )
        exportToTable.set(node.name.text, stringOf(node.initializer.arguments[0]));
    });
  }
  const users = new Map();
  for (const feature of features()) {
    for (const file of featureFiles(feature)) {
      for (const statement of parse(file).statements) {
        if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
        if (!/db\/schema/.test(stringOf(statement.moduleSpecifier) ?? '')) continue;
        const bindings = statement.importClause?.namedBindings;
        if (!bindings || !ts.isNamedImports(bindings)) continue;
        for (const element of bindings.elements) {
          if (element.isTypeOnly) continue;
          const table = exportToTable.get((element.propertyName ?? element.name).text);
          if (!table) continue;
          if (!users.has(table)) users.set(table, new Set());
          users.get(table).add(feature);
        }
      }
    }
  }
  return users;
}

function tables() {
  const users = tableUsers();
  const rows = schemaTables().flatMap(({ file, names }) =>
    names.map((name) => [
      `\`${file}\``,
      `\`${name}\``,
      [...(users.get(name) ?? [])].sort().join(', ') || '–',
    ]),
  );
  return [
    `| Schema file (\`${SCHEMA_DIR}/\`) | Table | Features whose code imports it |`,
    '|---|---|---|',
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}

// ---- deletion owners: personalDataOwners in order --------------------------------------------

function deletionOwners() {
  const lines = [];
  let kept = [];
  walk(parse(PERSONAL_DATA), (node) => {
    if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer) return;
    if (node.name.text === 'personalDataOwners' && ts.isArrayLiteralExpression(node.initializer)) {
      for (const entry of node.initializer.elements) {
        const feature = stringOf(property(entry, 'feature'));
        const list = property(entry, 'tables');
        const names = list && ts.isArrayLiteralExpression(list) ? list.elements.map(stringOf) : [];
        lines.push(`${lines.length + 1}. \`${feature}\`: ${names.map((n) => `\`${n}\``).join(', ')}`);
      }
    }
    if (node.name.text === 'KEPT_REFERENCES' && ts.isObjectLiteralExpression(node.initializer))
      kept = node.initializer.properties.map((p) => p.name?.getText().replace(/^['"]|['"]$/g, ''));
  });
  lines.push(
    '',
    `Kept references (\`KEPT_REFERENCES\`): ${kept.length ? kept.map((k) => `\`${k}\``).join(', ') : 'none'}.`,
  );
  return lines.join('\n');
}

// ---- features and their HTTP calls ----------------------------------------------------------

function features() {
  return readdirSync(join(root, FEATURES_DIR), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function featureFiles(feature) {
  const files = [];
  const visit = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test(-support)?\.tsx?$|\.d\.ts$/.test(entry.name))
        files.push(path);
    }
  };
  visit(`${FEATURES_DIR}/${feature}`);
  return files.sort();
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** A string literal, or a template / identifier built from the file's top-level string constants. */
function constantText(node, constants) {
  if (!node) return undefined;
  const literal = stringOf(node);
  if (literal !== undefined) return literal;
  if (ts.isIdentifier(node)) return constants.get(node.text);
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const part = constantText(span.expression, constants);
      if (part === undefined) return undefined;
      text += part + span.literal.text;
    }
    return text;
  }
  return undefined;
}

/** `for (const method of ['GET', 'POST'] as const) api.route({ method, … })` → ['GET', 'POST']. */
function loopValues(identifier) {
  for (let node = identifier.parent; node; node = node.parent) {
    if (!ts.isForOfStatement(node)) continue;
    const declared = node.initializer.getText().replace(/^(const|let|var)\s+/, '');
    if (declared !== identifier.text) continue;
    let list = node.expression;
    if (ts.isAsExpression(list)) list = list.expression;
    if (ts.isArrayLiteralExpression(list)) return list.elements.map(stringOf);
  }
  return [];
}

function httpCalls(feature) {
  const calls = [];
  for (const file of featureFiles(feature)) {
    const source = parse(file);
    const constants = new Map();
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const d of statement.declarationList.declarations) {
        const text = ts.isIdentifier(d.name) ? stringOf(d.initializer) : undefined;
        if (text !== undefined) constants.set(d.name.text, text);
      }
    }
    walk(source, (node) => {
      if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
      const method = node.expression.name.text;
      if (METHODS.has(method)) {
        const url = constantText(node.arguments[0], constants);
        if (url?.startsWith('/')) calls.push(`${method.toUpperCase()} ${url}`);
      } else if (method === 'route') {
        const options = node.arguments[0];
        const url = constantText(property(options, 'url'), constants);
        const shorthand =
          options && ts.isObjectLiteralExpression(options)
            ? options.properties.find((p) => ts.isShorthandPropertyAssignment(p) && p.name.text === 'method')
            : undefined;
        const verb = property(options, 'method');
        const verbs = shorthand
          ? loopValues(shorthand.name)
          : verb && ts.isArrayLiteralExpression(verb)
            ? verb.elements.map(stringOf)
            : [stringOf(verb)];
        if (url?.startsWith('/')) calls.push(`${verbs.filter(Boolean).join('/') || '?'} ${url}`);
      }
    });
  }
  return calls;
}

function featureList() {
  const rows = features().map((feature) => {
    // By path, then method: moving code between files does not reorder the list.
    const calls = httpCalls(feature).sort((a, b) => {
      const [verbA, pathA] = a.split(' ');
      const [verbB, pathB] = b.split(' ');
      // Code-unit order, not localeCompare: the same on every machine.
      const order = (x, y) => (x < y ? -1 : x > y ? 1 : 0);
      return order(pathA, pathB) || order(verbA, verbB);
    });
    return [
      `\`features/${feature}/\``,
      existsSync(join(root, FEATURES_DIR, feature, 'index.ts')) ? 'yes' : '**no**',
      calls.length ? calls.map((c) => `\`${c}\``).join(', ') : '–',
    ];
  });
  return [
    // No file counts: the block changes when a feature or a call does, not with every new file.
    '| Feature | `index.ts` | HTTP calls |',
    '|---|---|---|',
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}

// ---- the blocks -----------------------------------------------------------------------------

export const BLOCKS = {
  screens,
  tables,
  'deletion-owners': deletionOwners,
  features: featureList,
};

const BLOCK = /(<!-- generated:([a-z-]+) -->\n)([\s\S]*?)(<!-- \/generated -->)/g;

/** The page as it should be, and the names of blocks that differ or are missing. */
export function renderDoc() {
  const current = readFileSync(join(root, DOC), 'utf8');
  const seen = new Set();
  const stale = [];
  const next = current.replace(BLOCK, (whole, open, name, body, close) => {
    const generate = BLOCKS[name];
    if (!generate) throw new Error(`${DOC}: unknown generated block '${name}'`);
    seen.add(name);
    const list = generate();
    // A source that changed shape (routes no longer literal createRoute objects…) must fail loudly,
    // not empty the list.
    if (!/^(\| `|\d+\. )/m.test(list)) throw new Error(`${DOC}: the '${name}' list came out empty`);
    const fresh = `${list}\n`;
    if (fresh !== body) stale.push(name);
    return `${open}${fresh}${close}`;
  });
  const missing = Object.keys(BLOCKS).filter((name) => !seen.has(name));
  return { path: DOC, current, next, stale, missing };
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  const { path, current, next, stale, missing } = renderDoc();
  if (missing.length) {
    console.error(`${path}: no <!-- generated:NAME --> block for ${missing.join(', ')}`);
    process.exit(1);
  }
  if (process.argv.includes('--check')) {
    if (stale.length) {
      console.error(
        `${path}: generated block(s) out of date: ${stale.join(', ')}. Run \`npm run docs:generate\`.`,
      );
      process.exit(1);
    }
    console.log(`${path}: generated blocks are current`);
  } else if (next !== current) {
    writeFileSync(join(root, path), next);
    console.log(`${path}: rewrote ${stale.join(', ')}`);
  } else console.log(`${path}: already current`);
}
