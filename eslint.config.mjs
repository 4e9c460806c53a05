// One lint setup for the whole monorepo (flat config): `npm run lint` = `eslint .`
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Module boundaries (docs/conventions.md, docs/adr/0004-spine.md). `no-restricted-imports` with
 * regex patterns over the import specifier; a relative specifier's meaning depends on how deep the
 * importing file sits, so the API's feature-module rule is one block per folder depth.
 */
const INFRA_FOLDERS = ['auth', 'common', 'config', 'database', 'health', 'mail', 'throttle', 'web'];
const MAX_MODULE_DEPTH = 5;

/** api/src/modules/X/<depth folders>/file.ts may import api/src/modules/Y only through Y's index.ts. */
function featureModuleBoundary(depth) {
  const toModules = '\\.\\./'.repeat(depth + 1);
  return {
    files: [`api/src/modules/*/${'*/'.repeat(depth)}*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${toModules}[^./][^/]*/.+`,
              message: "A feature module imports another only through its public barrel ('../<module>'); export what you need from that module's index.ts, or move a shared helper down to api/src/{database,common,auth}.",
            },
            {
              regex: '(^|/)modules/[^/]+/.+',
              message: "Import another feature module through its public barrel ('../<module>'), never its files.",
            },
          ],
        },
      ],
    },
  };
}

/** The federated apps: a remote never imports another remote or the shell; libs never import apps. */
const APP_FOLDERS = 'mfe-[a-z-]+|shell|api|e2e|bench';
function frontEndBoundary(files, forbidden, message) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^(\\.\\./)+(${forbidden})(/|$)`, message },
            { regex: `^@hackathon/(${forbidden})(/|$)`, message },
            // federation container ids (mfe_public/Routes): only the shell loads remotes, at run time
            { regex: '^mfe_[a-z]+(/|$)', message },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      '**/.nx/**',
      'e2e/artifacts/**',
      'data/**',
      '**/*.d.ts',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // `_`-prefixed names mark parameters kept for a signature (Nest hooks, reporters)
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // pure style: reported, not failing
      'prefer-const': 'warn',
    },
  },
  // Node code: the API, configs, tools, scripts, tests that run in node
  {
    files: ['**/*.{js,cjs,mjs}', 'api/**/*.ts', 'tools/**/*', 'e2e/**/*.ts', 'bench/**/*.ts', '**/jest.config.*', '**/webpack.config.*'],
    languageOptions: { globals: { ...globals.node } },
  },
  // NestJS: no-useless-assignment does not see reads inside legacy parameter decorators
  // (`@Param('id', pipe)`) and reports them (eslint/eslint#20947, typescript-eslint#12407)
  {
    files: ['api/**/*.ts'],
    rules: { 'no-useless-assignment': 'off' },
  },
  // the root package.json has no "type": every .js file is CommonJS
  {
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Browser code: the shell, the remotes, the shared UI libs
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  // Tests: jest globals
  {
    files: ['**/*.spec.{ts,tsx}', '**/*.int-spec.ts', '**/test/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // API: feature modules reach each other only through their barrels; infrastructure never reaches a feature
  ...Array.from({ length: MAX_MODULE_DEPTH }, (_, depth) => featureModuleBoundary(depth)),
  {
    files: [`api/src/{${INFRA_FOLDERS.join(',')}}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+modules(/|$)',
              message: 'Infrastructure (auth, common, config, database, health, mail, throttle, web) must not import a feature module: move what both need down here.',
            },
          ],
        },
      ],
    },
  },
  // Front ends: each remote stands alone (shared code lives in libs/ and reaches it as @hackathon/*)
  frontEndBoundary(['mfe-*/**/*.{ts,tsx}'], APP_FOLDERS, 'A remote never imports another remote, the shell or the API: share code through libs/ (@hackathon/*).'),
  frontEndBoundary(['shell/**/*.{ts,tsx}'], 'mfe-[a-z-]+|api|e2e|bench', 'The shell loads remotes at run time (remote registry), never imports their code: share code through libs/.'),
  frontEndBoundary(['libs/**/*.{ts,tsx}'], APP_FOLDERS, 'A lib never imports an app (remote, shell, API): apps depend on libs, not the other way.'),
);
