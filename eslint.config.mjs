// One lint setup for the whole monorepo (flat config): `npm run lint` = `eslint .`
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import i18next from 'eslint-plugin-i18next';
import declaredApiCalls from './tools/lint/declared-api-calls.cjs';

/*
 * Module boundaries (docs/conventions.md, docs/adr/0004-spine.md). `no-restricted-imports` with
 * regex patterns over the import specifier; a relative specifier's meaning depends on how deep the
 * importing file sits, so the API's feature-module rule is one block per module and folder depth.
 *
 * The API's layers, bottom up: database (connection, schema, migrations, SQL client, pg errors)
 * <- kernel (the shared domain rules: scope, locks, school references, audit, list kit) <- auth and
 * the rest of the infrastructure <- feature modules. A rule two modules share moves down to the kernel.
 */
const INFRA_FOLDERS = ['auth', 'common', 'config', 'database', 'health', 'mail', 'throttle', 'web'];
const KERNEL_FOLDER = 'kernel';
const MAX_MODULE_DEPTH = 5;
const FEATURE_MODULES = readdirSync(new URL('./api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The only cross-module imports (each through the other module's barrel), and why; everything
 * else two feature modules share lives in api/src/kernel. Keep docs/conventions.md in step.
 */
const MODULE_DEPENDENCIES = {
  // the Edit Team path goes through the teams module's own rules and writer; verifying a school
  // admin's address verifies its registration as the emailed link does, and the registrations list
  // shows each row as the registration module's Registration
  admin: ['registration', 'teams'],
  // the sign-up (and the registration in steps) writes the school's registration in its own transaction
  auth: ['registration', 'content'],
  // the chat answers from the published content (issue 25): it applies the newest version before answering
  chat: ['content'],
  // the organisers' uploads (issue 25) are received and checked like receipts
  content: ['payments'],
  // a composition: the school dashboard's server-filled first screen, from the services that own each part
  'first-screen': ['auth', 'mentors', 'registration', 'teams'],
  // the back-office side of payments: the submissions and receipt files the payments module stores and serves
  'payment-verification': ['payments'],
  // the region and super admin back office serves the admin's five lists and export over its own scope
  'region-admin': ['admin'],
  // mentor accounts (issue 26) are invited and accept through the auth module's one-time secrets and mails
  mentors: ['auth'],
  // judge accounts (issue 27): the same invitations as mentors'
  judges: ['auth'],
  // a composition: the mentor's own dashboard (issue 26), from the services that own each part
  'mentor-portal': ['mentors', 'schedule', 'standings'],
  // a composition: one school's page (issue 25), the registration's wire shape and the Activity's own read
  'school-page': ['activity', 'registration', 'schedule'],
};

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * api/src/modules/<module>/<depth folders>/file.ts imports another module only through its
 * index.ts, and only a module listed in MODULE_DEPENDENCIES. A spec beside the code may check
 * against another module's barrel (e.g. the demo data set's reference numbers against the
 * registration's pattern): that is no dependency of the running API.
 */
function featureModuleBoundary(module, depth) {
  const toModules = '\\.\\./'.repeat(depth + 1);
  const allowed = [module, ...(MODULE_DEPENDENCIES[module] ?? [])];
  const others = (MODULE_DEPENDENCIES[module] ?? []).join(', ');
  const throughBarrels = [
    {
      regex: `^${toModules}[^./][^/]*/.+`,
      message: "A feature module imports another only through its public barrel ('../<module>'); export what you need from that module's index.ts, or move a shared rule down to api/src/kernel.",
    },
    {
      regex: '(^|/)modules/[^/]+/.+',
      message: "Import another feature module through its public barrel ('../<module>'), never its files.",
    },
  ];
  const onlyListed = {
    regex: `^${toModules}(?!(${allowed.map(escapeRegex).join('|')})/?$)[^./][^/]*/?$`,
    message: `modules/${module} imports no other feature module${others ? ` but ${others}` : ''} (MODULE_DEPENDENCIES in eslint.config.mjs): move what both need down to api/src/kernel.`,
  };
  const files = `api/src/modules/${module}/${'*/'.repeat(depth)}*`;
  return [
    { files: [`${files}.ts`], ignores: [`${files}.spec.ts`], rules: { 'no-restricted-imports': ['error', { patterns: [...throughBarrels, onlyListed] }] } },
    { files: [`${files}.spec.ts`], rules: { 'no-restricted-imports': ['error', { patterns: throughBarrels }] } },
  ];
}

/** A folder of api/src that must not import the listed folders of api/src (any depth). */
function layerBoundary(folders, forbidden, message) {
  return {
    files: [folders.length === 1 ? `api/src/${folders[0]}/**/*.ts` : `api/src/{${folders.join(',')}}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: `^(\\.\\./)+(${forbidden.join('|')})(/|$)`, message }] }],
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

/*
 * Inside a remote (mfe-<remote>/src/modules/<module>/), a module is entered only through its own index.ts
 * (`import { TeamsPanel } from '../teams'`), never its files: what two modules share lives in
 * modules/shared, the remote's kit, entered file by file and importing no other module. Two more
 * entries: a module's testing/ folder (its test kit, for spec files) and, for the route table
 * (Routes.tsx), a route page (`modules/<module>/pages/LoginPage`), so that each route stays one
 * chunk the shell can preload. One block per folder depth, as for the API: a relative specifier's
 * meaning depends on how deep the importing file sits. The remote boundary's patterns are repeated
 * in each block, since a later block's `no-restricted-imports` replaces an earlier one's.
 */
const REMOTE_BOUNDARY = frontEndBoundary(['mfe-*/**/*.{ts,tsx}'], APP_FOLDERS, 'A remote never imports another remote, the shell or the API: share code through libs/ (@hackathon/*).');
const REMOTE_BOUNDARY_PATTERNS = REMOTE_BOUNDARY.rules['no-restricted-imports'][1].patterns;
const MODULE_ENTRY_MESSAGE = "Enter a module through its index ('../<module>', modules/<module>/index.ts), never its files; a piece two modules share moves to modules/shared.";
const SHARED_MESSAGE = 'modules/shared is the bottom of the remote: it imports no other module (move what it needs into shared).';
const REMOTE_MAX_DEPTH = 5;
/** Into modules/<module>/<file> from outside the module, unless shared, testing/ or (route table) a page. */
const intoModuleFiles = (allowPages) => `(^|/)modules/(?!shared/)[^/]+/(?!testing(/|$))${allowPages ? '(?!(pages/)?[A-Z][A-Za-z]*Page$)' : ''}.+`;
/** The same patterns for `import()`: no-restricted-imports does not look at dynamic imports. */
const dynamicImports = (patterns) =>
  patterns.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message }));
function remoteRules(files, patterns) {
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [...REMOTE_BOUNDARY_PATTERNS, ...patterns] }],
      'no-restricted-syntax': ['error', ...dynamicImports(patterns)],
    },
  };
}
function remoteModuleBoundary(depth) {
  const toModules = '\\.\\./'.repeat(depth + 1);
  const dirs = '*/'.repeat(depth);
  const intoAnother = { regex: `^${toModules}(?!shared/)[^./][^/]*/(?!testing(/|$)).+`, message: MODULE_ENTRY_MESSAGE };
  const outOfShared = { regex: `^${toModules}(?!shared(/|$))[^./]`, message: SHARED_MESSAGE };
  const viaSrc = { regex: intoModuleFiles(false), message: MODULE_ENTRY_MESSAGE };
  return [
    remoteRules([`mfe-*/src/modules/*/${dirs}*.{ts,tsx}`], [intoAnother, viaSrc]),
    remoteRules([`mfe-*/src/modules/shared/${dirs}*.{ts,tsx}`], [intoAnother, outOfShared, viaSrc]),
  ];
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
  // API: feature modules reach each other only through their barrels, and only as MODULE_DEPENDENCIES lists
  ...FEATURE_MODULES.flatMap((module) => Array.from({ length: MAX_MODULE_DEPTH }, (_, depth) => featureModuleBoundary(module, depth)).flat()),
  // the database is the database only: no rules, no callers, no features
  layerBoundary(['database'], ['auth', 'common', 'health', KERNEL_FOLDER, 'mail', 'modules', 'throttle', 'web'], 'api/src/database holds the database only (connection, schema, migrations, SQL client, pg errors): it imports no rule (kernel), no caller (auth) and no feature module; move the code that needs them up to api/src/kernel.'),
  // the kernel sits on the database: no feature module, and not auth (auth builds the scope and the actor from the kernel)
  layerBoundary([KERNEL_FOLDER], ['auth', 'health', 'mail', 'modules', 'throttle', 'web'], 'The kernel (api/src/kernel) imports no feature module and no infrastructure above it (auth, mail, web, health, throttle): feature modules and auth depend on it, not the other way.'),
  layerBoundary(
    INFRA_FOLDERS.filter((folder) => folder !== 'database'),
    ['modules'],
    'Infrastructure (auth, common, config, health, mail, throttle, web) must not import a feature module: move what both need down to api/src/kernel or here.',
  ),
  // services ask the scope for a condition or a check; they never branch on what kind of caller it is
  {
    files: ['api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='isEverything']",
          message: 'Ask the scope for the SQL or the check (kernel/scope.ts: schools, teams, schoolFilter, ifNarrowed, requireReach, ownSchool, assertReachesEverything, requireTeamInScope), not whether it reaches everything.',
        },
      ],
    },
  },
  // Front ends: each remote stands alone (shared code lives in libs/ and reaches it as @hackathon/*)
  REMOTE_BOUNDARY,
  // Inside a remote: a module through its index only; modules/shared imports no module (see remoteModuleBoundary)
  remoteRules(['mfe-*/src/*.{ts,tsx}', 'mfe-*/src/{pages,first-screen}/**/*.{ts,tsx}'], [{ regex: intoModuleFiles(false), message: MODULE_ENTRY_MESSAGE }]),
  remoteRules(['mfe-*/src/Routes.tsx'], [{ regex: intoModuleFiles(true), message: MODULE_ENTRY_MESSAGE }]),
  ...Array.from({ length: REMOTE_MAX_DEPTH }, (_, depth) => remoteModuleBoundary(depth)).flat(),
  frontEndBoundary(['shell/**/*.{ts,tsx}'], 'mfe-[a-z-]+|api|e2e|bench', 'The shell loads remotes at run time (remote registry), never imports their code: share code through libs/.'),
  frontEndBoundary(['libs/**/*.{ts,tsx}'], APP_FOLDERS, 'A lib never imports an app (remote, shell, API): apps depend on libs, not the other way.'),
  // Screens and libs reach the API only through a declaration (ADR 0008); its own rule name, so no other block replaces it
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}'],
    ignores: ['libs/api-client/**', '**/*.spec.{ts,tsx}', '**/testing/**'],
    plugins: { portal: { rules: { 'declared-api-calls': declaredApiCalls } } },
    rules: { 'portal/declared-api-calls': 'error' },
  },
  {
    files: [
      // XMLHttpRequest: fetch reports no upload progress; the URL comes from the declaration (uploadEndpoint)
      'libs/ui/src/files/uploadWithProgress.ts',
      // /remotes.json is the shell's registry, not an API path
      'shell/src/federation/start.ts',
      // on the landing page's first script, which cannot take the declarations' bytes: its four literal paths are checked against them by store.spec.ts
      'libs/session/src/store.ts',
      'libs/session/src/language-account.ts',
      // the published content, fetched beside /remotes.json before the api-client is loaded; its path comes from the declaration
      'shell/src/content/siteContent.ts',
    ],
    rules: { 'portal/declared-api-calls': 'off' },
  },
  // Issue 24: every text a reader sees comes from the catalogue (libs/contracts/catalogue, both
  // languages). A word written in a screen's JSX, or in an attribute a person reads or hears, fails.
  {
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx', 'libs/ui/src/**/*.tsx'],
    ignores: ['**/*.spec.tsx', '**/testing/**', '**/bootstrap.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['^(label|title|placeholder|alt|helperText|aria-label|aria-description|aria-valuetext|tooltip|primary|secondary|emptyText|message|description|heading|subheader)$'] },
          'object-properties': { include: [] },
          // a string passed to a function inside JSX is a key or a field name, not a text (t('...'), fieldProps('email'))
          callees: { exclude: ['.*'] },
          // punctuation, figures and codes around values are not words: '({n}/{max})', 'PDF'
          words: { exclude: [/^[\s\p{P}\p{S}\d]*$/u, /^[A-Z0-9_./:#%&+*@ -]{1,12}$/, /^(OTP|UTR|PDF|CSV|ID|KV|AI|ML|N\/A|₹)$/] },
        },
      ],
    },
  },
);
