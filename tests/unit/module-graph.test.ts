import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '../../src/server');
const modulesRoot = path.join(serverRoot, 'modules');
const pagesRoot = path.join(serverRoot, 'pages');
const platformRoot = path.join(serverRoot, 'platform');
const compositionRoot = path.join(serverRoot, 'composition');
const modelRoot = path.join(serverRoot, 'model');

/** Server file → the paths its relative imports, re-exports and dynamic imports resolve to. */
type ImportGraph = Map<string, string[]>;

/** Every relative import, re-export and dynamic import of a server source file, resolved to a path. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']*)'/g)];
  return specifiers.map((match) => path.resolve(path.dirname(file), match[1]!));
}

/** The module a path lies in (`accounts` for …/modules/accounts/service), or null outside them. */
function moduleOf(target: string): string | null {
  const relative = path.relative(modulesRoot, target);
  if (relative.startsWith('..')) return null;
  return relative.split(path.sep)[0]!;
}

const isUnder = (folder: string, target: string) => !path.relative(folder, target).startsWith('..');

const serverGraph: ImportGraph = new Map(
  readdirSync(serverRoot, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.join(serverRoot, name))
    .map((file) => [file, importsOf(file)]),
);

/** Module → the other modules its files import. */
function moduleEdges(graph: ImportGraph): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const [file, imports] of graph) {
    const from = moduleOf(file);
    if (from === null) continue;
    const targets = edges.get(from) ?? new Set<string>();
    for (const target of imports.map(moduleOf)) {
      if (target !== null && target !== from) targets.add(target);
    }
    edges.set(from, targets);
  }
  return edges;
}

/** One loop of modules as `a → b → a`, or null when there is none. */
function findLoop(edges: Map<string, Set<string>>): string | null {
  const done = new Set<string>();
  const visit = (name: string, trail: string[]): string | null => {
    if (trail.includes(name)) return [...trail.slice(trail.indexOf(name)), name].join(' → ');
    if (done.has(name)) return null;
    for (const next of edges.get(name) ?? []) {
      const loop = visit(next, [...trail, name]);
      if (loop) return loop;
    }
    done.add(name);
    return null;
  };
  for (const name of [...edges.keys()].sort()) {
    const loop = visit(name, []);
    if (loop) return loop;
  }
  return null;
}

/** The imports for which `isRefused(file, target)` holds, as `file → target` from the server folder. */
function refusedImports(
  graph: ImportGraph,
  isRefused: (file: string, target: string) => boolean,
): string[] {
  return [...graph].flatMap(([file, imports]) =>
    imports
      .filter((target) => isRefused(file, target))
      .map((target) => `${path.relative(serverRoot, file)} → ${path.relative(serverRoot, target)}`),
  );
}

/** Imports that reach into another module's files instead of its index.ts. */
const deepImports = (graph: ImportGraph) =>
  refusedImports(graph, (file, target) => {
    const targetModule = moduleOf(target);
    if (targetModule === null || targetModule === moduleOf(file)) return false;
    return path.relative(path.join(modulesRoot, targetModule), target) !== '';
  });

/** Imports of the pages from a module, which the pages sit above. */
const pagesImportedByModules = (graph: ImportGraph) =>
  refusedImports(graph, (file, target) => isUnder(modulesRoot, file) && isUnder(pagesRoot, target));

/** Imports of a module by the pages, other than of its index.ts. */
const pagesDeepImports = (graph: ImportGraph) =>
  deepImports(new Map([...graph].filter(([file]) => isUnder(pagesRoot, file))));

/**
 * Imports from the platform of what sits above it: the tables, a module, a page, or the
 * composition that wires the modules together.
 */
const importsAboveThePlatform = (graph: ImportGraph) =>
  refusedImports(
    graph,
    (file, target) =>
      isUnder(platformRoot, file) &&
      (isUnder(modelRoot, target) ||
        isUnder(modulesRoot, target) ||
        isUnder(pagesRoot, target) ||
        isUnder(compositionRoot, target)),
  );

/** Imports from the tables of what sits above them: a module, a page or the composition. */
const importsAboveTheTables = (graph: ImportGraph) =>
  refusedImports(
    graph,
    (file, target) =>
      isUnder(modelRoot, file) &&
      (isUnder(modulesRoot, target) ||
        isUnder(pagesRoot, target) ||
        isUnder(compositionRoot, target)),
  );

/** Imports of the composition from a module, which the composition sits above. */
const compositionImportedByModules = (graph: ImportGraph) =>
  refusedImports(
    graph,
    (file, target) => isUnder(modulesRoot, file) && isUnder(compositionRoot, target),
  );

/**
 * Where a module's text writes to the response cache itself (invalidating by hand, or a hook
 * on every response): a write declares what it invalidates in its unit, and the write
 * pipeline does it (docs/decisions/0027-one-write-pipeline.md).
 */
const cacheWritesByHand = (text: string) =>
  [...text.matchAll(/readCache\s*\.\s*(invalidate\w*|forget\w*)\s*\(|addHook\(\s*'onSend'/g)].map(
    (match) => match[0],
  );

const serverFile = (name: string) => path.join(serverRoot, name);

describe('server modules', () => {
  it('each have one public entry, index.ts', () => {
    const modules = readdirSync(modulesRoot, { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    const withoutIndex = modules
      .filter((entry) => !existsSync(path.join(modulesRoot, entry.name, 'index.ts')))
      .map((entry) => entry.name);
    expect(withoutIndex).toEqual([]);
  });

  it('are imported through their index only', () => {
    expect(deepImports(serverGraph)).toEqual([]);
  });

  it('import each other without a loop', () => {
    expect(findLoop(moduleEdges(serverGraph))).toBeNull();
  });

  it('finds a loop when there is one', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(findLoop(edges)).toBe('a → b → c → a');
  });
});

describe('the pages (src/server/pages)', () => {
  it('are imported by no module', () => {
    expect(pagesImportedByModules(serverGraph)).toEqual([]);
  });

  it('import each module through its index only', () => {
    expect(pagesDeepImports(serverGraph)).toEqual([]);
  });

  it('finds a module that imports the pages, and a page that reaches into a module', () => {
    const graph: ImportGraph = new Map([
      [serverFile('modules/people/service.ts'), [serverFile('pages/heads')]],
      [
        serverFile('pages/page-routes.ts'),
        [serverFile('modules/people'), serverFile('modules/profiles/service')],
      ],
    ]);
    expect(pagesImportedByModules(graph)).toEqual([
      `${path.join('modules', 'people', 'service.ts')} → ${path.join('pages', 'heads')}`,
    ]);
    expect(pagesDeepImports(graph)).toEqual([
      `${path.join('pages', 'page-routes.ts')} → ${path.join('modules', 'profiles', 'service')}`,
    ]);
  });
});

describe('the platform (src/server/platform)', () => {
  it('imports no table, no module, no page and nothing of the composition', () => {
    expect([...serverGraph.keys()].some((file) => isUnder(platformRoot, file))).toBe(true);
    expect(importsAboveThePlatform(serverGraph)).toEqual([]);
  });

  it('finds a platform file that imports a module', () => {
    const graph: ImportGraph = new Map([
      [serverFile('platform/write-pipeline.ts'), [serverFile('modules/trust')]],
    ]);
    expect(importsAboveThePlatform(graph)).toEqual([
      `${path.join('platform', 'write-pipeline.ts')} → ${path.join('modules', 'trust')}`,
    ]);
  });

  it('finds a platform file that imports the tables', () => {
    const graph: ImportGraph = new Map([
      [serverFile('platform/database/client.ts'), [serverFile('model/schema')]],
    ]);
    expect(importsAboveThePlatform(graph)).toEqual([
      `${path.join('platform', 'database', 'client.ts')} → ${path.join('model', 'schema')}`,
    ]);
  });

  it('finds a platform file that imports a page', () => {
    const graph: ImportGraph = new Map([
      [serverFile('platform/http/errors.ts'), [serverFile('pages/render-page')]],
    ]);
    expect(importsAboveThePlatform(graph)).toEqual([
      `${path.join('platform', 'http', 'errors.ts')} → ${path.join('pages', 'render-page')}`,
    ]);
  });

  it('finds a platform file that imports the composition', () => {
    const graph: ImportGraph = new Map([
      [serverFile('platform/cache/read-cache.ts'), [serverFile('composition/auth')]],
    ]);
    expect(importsAboveThePlatform(graph)).toEqual([
      `${path.join('platform', 'cache', 'read-cache.ts')} → ${path.join('composition', 'auth')}`,
    ]);
  });
});

describe('the tables (src/server/model)', () => {
  it('import no module, no page and nothing of the composition', () => {
    expect([...serverGraph.keys()].some((file) => isUnder(modelRoot, file))).toBe(true);
    expect(importsAboveTheTables(serverGraph)).toEqual([]);
  });

  it('finds a table that imports a module', () => {
    const graph: ImportGraph = new Map([
      [serverFile('model/tables/votes.ts'), [serverFile('modules/trust')]],
    ]);
    expect(importsAboveTheTables(graph)).toEqual([
      `${path.join('model', 'tables', 'votes.ts')} → ${path.join('modules', 'trust')}`,
    ]);
  });
});

describe('the composition (src/server/composition)', () => {
  it('is imported by no module', () => {
    expect([...serverGraph.keys()].some((file) => isUnder(compositionRoot, file))).toBe(true);
    expect(compositionImportedByModules(serverGraph)).toEqual([]);
  });

  it('finds a module that imports the composition', () => {
    const graph: ImportGraph = new Map([
      [serverFile('modules/mail/service.ts'), [serverFile('composition/notification-mail')]],
    ]);
    expect(compositionImportedByModules(graph)).toEqual([
      `${path.join('modules', 'mail', 'service.ts')} → ${path.join('composition', 'notification-mail')}`,
    ]);
  });
});

describe('cached responses', () => {
  it('are invalidated by the write pipeline only, never by a module by hand', () => {
    const byHand = [...serverGraph.keys()]
      .filter((file) => moduleOf(file) !== null)
      .flatMap((file) =>
        cacheWritesByHand(readFileSync(file, 'utf8')).map(
          (found) => `${path.relative(serverRoot, file)}: ${found}`,
        ),
      );
    expect(byHand).toEqual([]);
  });

  it('catches a route invalidating by hand, or a hook on every response', () => {
    expect(cacheWritesByHand('app.readCache.invalidate(accountRated(id, userId));')).toHaveLength(
      1,
    );
    expect(cacheWritesByHand('app.readCache.invalidateAll();')).toHaveLength(1);
    expect(cacheWritesByHand("app.addHook('onSend', async () => {});")).toHaveLength(1);
    expect(cacheWritesByHand('app.readCache.shows(request, [userTopic(id)]);')).toEqual([]);
  });
});
