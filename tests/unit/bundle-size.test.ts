import { describe, expect, it } from 'vitest';
import {
  BUDGET_BYTES,
  entryKeys,
  formatReport,
  initialFiles,
  measure,
  type Manifest,
} from '../../scripts/check-bundle-size.mjs';

// The shape of dist/web/.vite/manifest.json: the entry imports react statically and every
// route lazily; the home route imports a shared chunk, which imports react again.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js'],
    dynamicImports: ['routes/home.tsx', 'routes/admin.tsx'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  'routes/home.tsx': {
    file: 'assets/home-c.js',
    imports: ['index.html', '_cards-d.js'],
    dynamicImports: ['_filters-f.js'],
  },
  '_cards-d.js': { file: 'assets/cards-d.js', imports: ['_react-b.js'] },
  '_filters-f.js': { file: 'assets/filters-f.js' },
  'routes/admin.tsx': { file: 'assets/admin-e.js', imports: ['_react-b.js'] },
  'styles.css': { file: 'assets/index-g.css' },
};

describe('initialFiles', () => {
  it('walks the static imports of the entry, once each, leaving dynamic imports out', () => {
    expect(initialFiles(manifest)).toEqual(['assets/index-a.js', 'assets/react-b.js']);
  });

  it('adds the home route and its static imports', () => {
    expect(initialFiles(manifest, ['index.html', 'routes/home.tsx'])).toEqual([
      'assets/index-a.js',
      'assets/react-b.js',
      'assets/home-c.js',
      'assets/cards-d.js',
    ]);
  });

  it('counts only JavaScript files', () => {
    expect(initialFiles(manifest, ['styles.css'])).toEqual([]);
  });

  it('names a chunk the manifest lacks', () => {
    expect(() => initialFiles(manifest, ['routes/missing.tsx'])).toThrow('routes/missing.tsx');
  });
});

describe('entryKeys', () => {
  it('finds the entry', () => {
    expect(entryKeys(manifest)).toEqual(['index.html']);
  });

  it('fails without one', () => {
    expect(() => entryKeys({ 'a.js': { file: 'a.js' } })).toThrow('no entry');
  });
});

describe('measure and formatReport', () => {
  const sizes: Record<string, number> = { 'a.js': 100_000, 'b.js': 49_000 };

  it('sums the sizes and accepts a total equal to the budget', () => {
    const result = measure(['a.js', 'b.js'], (file) => sizes[file] ?? 0);
    expect(result).toMatchObject({ total: 149_000, budget: BUDGET_BYTES, ok: true });
    expect(formatReport(result)).toContain('within the budget of 149.00 kB (1 kB = 1000 bytes)');
  });

  it('fails above the budget and says by how much, largest file first', () => {
    const result = measure(['b.js', 'a.js'], (file) => sizes[file] ?? 0, 148_000);
    expect(result.ok).toBe(false);
    const report = formatReport(result);
    expect(report).toContain('OVER the budget of 148.00 kB (1 kB = 1000 bytes) by 1.00 kB');
    expect(report.indexOf('a.js')).toBeLessThan(report.indexOf('b.js'));
    expect(report).toMatch(/total\s+149\.00 kB/);
  });
});
