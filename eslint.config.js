import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The web app's feature folders (src/web/features/*). */
const webFeatures = readdirSync(new URL('./src/web/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const moduleInside = {
  regex: '(^|/)modules/[^/]+/',
  message: 'Import another server module through its public entry (modules/<name>), not its files.',
};

const throughWriteUnits =
  'Write votes, ratings, accounts and people through a write unit (a writes.ts), so their kept figures and the change feed follow.';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'src/server/platform/database/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs'],
          // The plain-JavaScript scripts the default project covers, each a small file.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
      },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from src/server/config.ts.' },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', '**/server/**', '**/web/**'],
              message: 'src/shared is pure code for both sides.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              message: 'The web app talks to the server through the API only.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          // One zone a feature folder, whatever features there are: a feature uses no other.
          zones: webFeatures.map((feature) => ({
            target: `./src/web/features/${feature}`,
            from: './src/web/features',
            except: [`./${feature}`],
          })),
        },
      ],
    },
  },
  {
    // Each server module is used through its index.ts only (docs/decisions/0010-module-boundaries.md),
    // and never uses the pages above it (docs/decisions/0026-pages-beside-the-modules.md).
    files: ['src/server/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            moduleInside,
            {
              regex: '^\\.\\./[^./][^/]*/',
              message:
                "Import another server module through its public entry ('../<name>'), not its files.",
            },
            {
              regex: '^(\\.\\./){2,}pages(/|$)',
              message:
                'The pages (src/server/pages) sit above the modules: a module never imports them.',
            },
            {
              regex: '^(\\.\\./){2,}composition(/|$)',
              message:
                'The composition (src/server/composition) wires the modules together above them: a module never imports it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/modules/**', 'src/server/platform/**', 'src/server/model/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [moduleInside] }] },
  },
  {
    // The platform sits under the domains: it imports no table, no module, no page and nothing
    // of the composition that wires them (docs/decisions/0028-a-platform-under-the-domains.md,
    // 0040-the-data-model-beneath-the-modules.md).
    files: ['src/server/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(model|modules|pages|composition)(/|$)',
              message:
                'The platform (src/server/platform) sits under the domains: it never imports a table, a module, a page or the composition.',
            },
          ],
        },
      ],
    },
  },
  {
    // The tables sit between the platform and the modules (decision 0040).
    files: ['src/server/model/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(modules|pages|composition)(/|$)',
              message:
                'The tables (src/server/model) sit beneath the modules: they never import a module, a page or the composition.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests use a server module through its public entry (modules/<name>) too, like the rest of
    // the server (docs/decisions/0010-module-boundaries.md): what a test needs is exported there.
    files: ['tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/server/modules/*/*'],
              message:
                'Import a server module through its public entry (src/server/modules/<name>), not its files; export what the test needs from its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Kept counts, averages, people's summaries and the change feed follow from these rows:
    // only the write units (which need runWrite's WriteScope), the recounts and the
    // bulk loaders write them (docs/decisions/0008-derived-data.md).
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/modules/*/writes.ts',
      'src/server/modules/accounts/duplicates.ts',
      'src/server/modules/derived-data/transaction.ts',
      'src/server/modules/derived-data/recounts.ts',
      'src/server/modules/derived-data/evidence.ts',
      'src/server/modules/derived-data/search-words.ts',
      'src/server/modules/changes/record.ts',
      'src/server/modules/people/records.ts',
      'src/server/demo/*.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name=/^(votes|ratings|socialAccounts|people|directoryChanges)$/]',
          message: throughWriteUnits,
        },
        {
          selector:
            "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/(insert\\s+into|update|delete\\s+from)\\s+(votes|ratings|social_accounts|people|directory_changes)\\b/i]",
          message: throughWriteUnits,
        },
        {
          selector:
            'ImportSpecifier[imported.name=/^(insertPeople|recordChanges|directoryChangesSince|refreshPeopleSummaries)$/]',
          message:
            'People are added by a write unit, and runWrite recounts people and records the feed.',
        },
      ],
    },
  },
);
