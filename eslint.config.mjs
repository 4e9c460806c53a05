// One lint setup for the whole monorepo (flat config): `npm run lint` = `eslint .`
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
);
