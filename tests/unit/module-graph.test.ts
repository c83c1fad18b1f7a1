import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '../../src/server');
const modulesRoot = path.join(serverRoot, 'modules');
const platformRoot = path.join(serverRoot, 'platform');

/** Every relative import, re-export and dynamic import in a source text, resolved from its file. */
function importsIn(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']*)'/g)];
  return specifiers.map((match) => path.resolve(path.dirname(file), match[1]!));
}

const importsOf = (file: string) => importsIn(file, readFileSync(file, 'utf8'));

/** The modules a platform file's text imports: the platform sits under every module. */
const modulesImportedByPlatform = (file: string, text: string) =>
  importsIn(file, text)
    .map(moduleOf)
    .filter((name) => name !== null);

/**
 * Where a module's text writes to the response cache itself (invalidating by hand, or a hook
 * on every response): a write declares what it invalidates in its unit, and the write
 * pipeline does it (docs/decisions/0027-one-write-pipeline.md).
 */
const cacheWritesByHand = (text: string) =>
  [...text.matchAll(/readCache\s*\.\s*(invalidate\w*|forget\w*)\s*\(|addHook\(\s*'onSend'/g)].map(
    (match) => match[0],
  );

/** The module a path lies in (`accounts` for …/modules/accounts/service), or null outside them. */
function moduleOf(target: string): string | null {
  const relative = path.relative(modulesRoot, target);
  if (relative.startsWith('..')) return null;
  return relative.split(path.sep)[0]!;
}

const serverFiles = readdirSync(serverRoot, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.ts'))
  .map((name) => path.join(serverRoot, name));

/** Module → the other modules its files import. */
function moduleEdges(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of serverFiles) {
    const from = moduleOf(file);
    if (from === null) continue;
    const targets = edges.get(from) ?? new Set<string>();
    for (const target of importsOf(file).map(moduleOf)) {
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

/** Imports that reach into another module's files instead of its index.ts, as `file → target`. */
function deepImports(): string[] {
  return serverFiles.flatMap((file) =>
    importsOf(file)
      .filter((target) => {
        const targetModule = moduleOf(target);
        if (targetModule === null || targetModule === moduleOf(file)) return false;
        return path.relative(path.join(modulesRoot, targetModule), target) !== '';
      })
      .map((target) => `${path.relative(serverRoot, file)} → ${path.relative(serverRoot, target)}`),
  );
}

describe('the platform', () => {
  const platformFiles = serverFiles.filter((file) => file.startsWith(platformRoot + path.sep));

  it('imports no module', () => {
    expect(platformFiles.length).toBeGreaterThan(0);
    const imported = platformFiles.flatMap((file) =>
      modulesImportedByPlatform(file, readFileSync(file, 'utf8')).map(
        (name) => `${path.relative(serverRoot, file)} → modules/${name}`,
      ),
    );
    expect(imported).toEqual([]);
  });

  it('is caught importing a module', () => {
    const file = path.join(platformRoot, 'write-pipeline.ts');
    expect(
      modulesImportedByPlatform(file, "import { refreshOwnStanding } from '../modules/trust';"),
    ).toEqual(['trust']);
  });
});

describe('cached responses', () => {
  const moduleFiles = serverFiles.filter((file) => moduleOf(file) !== null);

  it('are invalidated by the write pipeline only, never by a module by hand', () => {
    const byHand = moduleFiles.flatMap((file) =>
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
    expect(deepImports()).toEqual([]);
  });

  it('import each other without a loop', () => {
    expect(findLoop(moduleEdges())).toBeNull();
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
