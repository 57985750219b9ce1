import astro from 'eslint-plugin-astro';
import boundaries from 'eslint-plugin-boundaries';
import importPlugin from 'eslint-plugin-import';
// @ts-expect-error -- the plugin ships no types
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** [layer, files]: every source file belongs to exactly one (docs/architecture.md, "The layers"). */
export const layers: [layer: string, ...files: string[]][] = [
  ['pages', 'src/pages', 'src/layouts', 'src/actions'],
  ['entry', 'src/middleware'],
  ['types', 'src/global.d.ts'],
  ['features', 'src/features'],
  ['components', 'src/components'],
  ['server', 'src/server'],
  ['content', 'src/content'],
  ['db', 'src/db'],
  ['i18n', 'src/i18n'],
  ['config', 'src/config'],
  // src/env.ts, the one reader of the environment, imports only lib/zod: a leaf like lib.
  ['lib', 'src/lib', 'src/env.ts'],
];

/** Files that run in the browser: islands, the components only they render, plain page scripts. */
export const browserCode = [
  'src/**/*.client.{ts,tsx}',
  'src/**/*.island.tsx',
  'src/**/*.script.ts',
];

/** What each layer may import besides itself. */
export const mayImport: Record<string, string[]> = {
  pages: ['features', 'components', 'server', 'content', 'db', 'i18n', 'config', 'lib'],
  entry: ['features', 'components', 'server', 'content', 'db', 'i18n', 'config', 'lib'],
  features: ['components', 'server', 'content', 'db', 'i18n', 'config', 'lib'],
  components: ['content', 'i18n', 'config', 'lib'],
  server: ['content', 'db', 'i18n', 'config', 'lib'],
  content: ['db', 'config', 'lib'],
  db: ['config', 'lib'],
  i18n: ['config', 'lib'],
  config: ['lib'],
  types: ['i18n', 'config', 'lib'],
  lib: [],
};

const config = [
  {
    ignores: [
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'drizzle/**',
      'dist/**',
      '.astro/**',
    ],
  },
  ...tseslint.configs.recommended,
  // React components (every visible part of the site): React's, its hooks' and jsx-a11y's rules.
  ...[
    react.configs.flat.recommended,
    react.configs.flat['jsx-runtime'],
    reactHooks.configs.flat['recommended-latest'],
    jsxA11y.flatConfigs.recommended,
  ].map((preset) => ({ ...preset, files: ['**/*.tsx'] })),
  {
    files: ['**/*.tsx'],
    settings: { react: { version: 'detect' } },
    // TypeScript checks the props.
    rules: {
      'react/prop-types': 'off',
      // `blocking="render"` (the footer's render-blocking <link rel="expect">) is newer than the rule.
      'react/no-unknown-property': ['error', { ignore: ['blocking'] }],
    },
  },
  {
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { typescript: true, node: true } },
  },
  // .astro route shells: Astro's parser and its recommended rules (the TypeScript rules above that
  // need type information do not apply to them).
  ...astro.configs['flat/recommended'],
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  // The layers of docs/architecture.md, kept true here: a lower layer never imports a higher one,
  // in the route shells and layouts (.astro) as in TypeScript.
  {
    files: ['src/**/*.{ts,tsx,astro}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['src/**/*'],
      // Single files are classified with the v6 `mode: 'file'` descriptor, which v7 still supports.
      'boundaries/legacy-warnings': false,
      'boundaries/elements': layers.flatMap(([type, ...patterns]) =>
        // A folder is matched as a folder; a single file (src/env.ts) by its own name.
        patterns.map((pattern) =>
          /\.tsx?$/.test(pattern) ? { type, pattern, mode: 'file' as const } : { type, pattern },
        ),
      ),
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: Object.entries(mayImport).map(([from, to]) => ({
            from: { element: { type: from } },
            allow: { to: { element: { types: { anyOf: [from, ...to] } } } },
          })),
        },
      ],
      'boundaries/no-unknown-files': 'error',
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Browser code never reaches the server's modules (secrets, the database, content credentials).
  {
    files: browserCode,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(server|db|env|content/(contentful|local|source))(/|$)',
              message: 'Browser code may not import server modules.',
            },
          ],
        },
      ],
    },
  },
  // Small files: a file that outgrows this is two features (tests may be longer). The sample
  // content counts too: one file per article, page or list.
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'deploy/**/*.ts', 'serve/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: { 'max-lines': ['error', { max: 170 }] },
  },
];

export default config;
