/**
 * The boundaries of ARCHITECTURE.md ("the boundaries hold") as checks, run by `pnpm lint`
 * (`scripts/check-boundaries.mjs`). Each rule names the layer it protects; a break fails CI.
 * docs/decisions/0024-boundaries-as-checks.md says why each rule exists.
 */

/** Test files and test helpers: they may reach for Node and across layers to set a stage. */
const TESTS = '(\\.test\\.tsx?$|/test/|/tests/|\\.stories\\.tsx$|\\.config\\.ts$)';

/** The commerce API's plumbing: the folders every domain folder of the API builds on. */
const API_PLUMBING = 'services/commerce-api/src/(http|db|mail|rate-limit|runtime)/';

/** The commerce API's root files (`app.ts`, `deps.ts`, `routes.ts`, ...): they compose it. */
const API_ROOT_FILE = 'services/commerce-api/src/[^/]+\\.[cm]?tsx?$';

/**
 * The commerce API's domain folders (and its OpenAPI document), highest first: a folder may
 * import the folders after it, never one before it, so no two folders import each other
 * (docs/api-folders.md). A new arrow upwards means reordering here, or moving the code.
 */
const API_DOMAINS_TOP_DOWN = [
  'orders',
  'mailbox',
  'payments',
  'cart',
  'multipack',
  'pricing',
  'rewards',
  'identity',
  'engagement',
  'platform',
  'openapi',
  'content',
  'catalogue',
  'media',
  'seed',
  'addresses',
];

/** One rule per domain: it imports no domain listed above it. */
const apiDomainsImportDownwards = API_DOMAINS_TOP_DOWN.slice(1).map((domain, index) => ({
  name: 'api-domains-import-downwards',
  comment:
    `The API's ${domain}/ imports no domain above it in API_DOMAINS_TOP_DOWN ` +
    `(${API_DOMAINS_TOP_DOWN.slice(0, index + 1).join(', ')}): one way only, so no two ` +
    'domain folders import each other.',
  severity: 'error',
  from: { path: `^services/commerce-api/src/${domain}/`, pathNot: TESTS },
  to: {
    path: `^services/commerce-api/src/(${API_DOMAINS_TOP_DOWN.slice(0, index + 1).join('|')})/`,
  },
}));

const SF = 'packages/storefront/src';

/**
 * The storefront's floors (docs/storefront-folders.md), each list highest first: a folder
 * imports the folders after it in its own list and the floors below, never one before it.
 * Plumbing serves every page; shared widgets build on plumbing; features (`routes/*`) build on
 * both and not on each other; `root/` and the entry files at the top compose the page.
 */
const SF_PLUMBING_TOP_DOWN = ['hydration', 'seo', 'server', 'tracking', 'site', 'i18n'];
const SF_WIDGETS_TOP_DOWN = ['catalogue', 'orders', 'forms', 'shell'];

/** The composing layer: `root/` and the files at the top of `src/` (entries, index). */
const SF_COMPOSER = `^${SF}/(root/|[^/]+$)`;

/** One rule per folder of an ordered list: it imports no folder listed above it. */
const storefrontFloor = (name, list, layer) =>
  list.slice(1).map((folder, index) => ({
    name,
    comment:
      `The storefront's ${folder}/ imports no ${layer} folder above it ` +
      `(${list.slice(0, index + 1).join(', ')}): one way only, so no two folders import each other.`,
    severity: 'error',
    from: { path: `^${SF}/${folder}/`, pathNot: TESTS },
    to: { path: `^${SF}/(${list.slice(0, index + 1).join('|')})/` },
  }));

const storefrontFloors = [
  {
    name: 'storefront-plumbing-knows-no-page',
    comment:
      `The storefront's plumbing (${SF_PLUMBING_TOP_DOWN.join(', ')}) imports no shared widget, ` +
      'no feature and nothing that composes the page: every page builds on it, never the ' +
      'other way round.',
    severity: 'error',
    from: { path: `^${SF}/(${SF_PLUMBING_TOP_DOWN.join('|')})/`, pathNot: TESTS },
    to: { path: [`^${SF}/(routes|${SF_WIDGETS_TOP_DOWN.join('|')})/`, SF_COMPOSER] },
  },
  {
    name: 'storefront-widgets-know-no-feature',
    comment:
      `The storefront's shared widgets (${SF_WIDGETS_TOP_DOWN.join(', ')}) import plumbing ` +
      'and each other downwards, never a route folder or what composes the page.',
    severity: 'error',
    from: { path: `^${SF}/(${SF_WIDGETS_TOP_DOWN.join('|')})/`, pathNot: TESTS },
    to: { path: [`^${SF}/routes/`, SF_COMPOSER] },
  },
  {
    name: 'storefront-features-stand-alone',
    comment:
      'A route folder imports widgets and plumbing, never another route folder nor what ' +
      'composes the page (root/, the entry files): what two pages share moves down a floor.',
    severity: 'error',
    from: { path: `^${SF}/routes/([^/]+)/`, pathNot: TESTS },
    to: { path: [`^${SF}/routes/`, SF_COMPOSER], pathNot: `^${SF}/routes/$1/` },
  },
  ...storefrontFloor('storefront-plumbing-floors', SF_PLUMBING_TOP_DOWN, 'plumbing'),
  ...storefrontFloor('storefront-widget-floors', SF_WIDGETS_TOP_DOWN, 'widget'),
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere: a cycle hides which module owns a rule.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves: a package a module uses is one its package.json names.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-undeclared-dependency',
      comment: 'A package imports only what its own package.json declares.',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'core-is-framework-free',
      comment: 'commerce-core knows nothing of React, state libraries or Node.',
      severity: 'error',
      from: { path: '^packages/commerce-core/src/', pathNot: TESTS },
      to: {
        path: '(^|/)node_modules/(react|react-dom|mobx|mobx-react-lite|swr|radix-ui|@radix-ui)/',
      },
    },
    {
      name: 'core-has-no-node-built-ins',
      comment: 'commerce-core runs in the browser too: no Node built-ins.',
      severity: 'error',
      from: { path: '^packages/commerce-core/src/', pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-imports-no-workspace-package',
      comment: 'commerce-core is the bottom layer: it imports no other package of ours.',
      severity: 'error',
      from: { path: '^packages/commerce-core/' },
      to: { path: '^(packages/(ui-kit|commerce-hooks|storefront)|sites|services)/' },
    },
    {
      name: 'ui-kit-knows-nothing-of-the-api',
      comment:
        'The UI kit shows what it is given. Of commerce-core it takes only the zod-free rules it ' +
        'displays (cart math, money, spec constants, messages and the password checklist): never ' +
        'the API client, the contract or the validation schemas, and nothing of the layers above.',
      severity: 'error',
      from: { path: '^packages/ui-kit/src/', pathNot: TESTS },
      to: {
        path: [
          '^packages/commerce-core/src/(api-client|contract|tracking)/',
          '^packages/commerce-core/src/validation/(?!password-checklist\\.ts$)',
          '^packages/(commerce-hooks|storefront)/',
          '^(sites|services)/',
        ],
      },
    },
    {
      name: 'hooks-know-no-routes',
      comment: 'commerce-hooks is React glue over the client: no router, no pages, no sites.',
      severity: 'error',
      from: { path: '^packages/commerce-hooks/src/', pathNot: TESTS },
      to: {
        path: [
          '(^|/)node_modules/(react-router|@react-router)/',
          '^packages/(storefront|ui-kit)/',
          '^(sites|services)/',
        ],
      },
    },
    {
      name: 'storefront-stays-above-the-api',
      comment: 'The storefront reaches the API over HTTP only, and knows no site.',
      severity: 'error',
      from: { path: '^packages/storefront/src/', pathNot: TESTS },
      to: { path: '^(sites|services)/' },
    },
    {
      name: 'sites-are-thin',
      comment: 'A site assembles the storefront: it imports the storefront and its router only.',
      severity: 'error',
      from: { path: '^sites/[^/]+/app/' },
      to: {
        path: [
          '^packages/(commerce-core|commerce-hooks|ui-kit)/',
          '(^|/)node_modules/(mobx|swr|radix-ui|@vanilla-extract)/',
          '^services/',
        ],
      },
    },
    {
      name: 'no-zod-in-the-browser-bundle',
      comment:
        'Code that ships to the browser takes the contract as types only (`import type`): its ' +
        'zod schemas stay on the server.',
      severity: 'error',
      from: {
        path: '^packages/(commerce-hooks|ui-kit|storefront)/src/',
        pathNot: `(\\.server\\.tsx?$|/server/|${TESTS})`,
      },
      to: {
        path: '^packages/commerce-core/src/contract/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'api-plumbing-knows-no-domain',
      comment:
        "The API's plumbing (http, db, mail, rate-limit, runtime) serves every domain and " +
        'imports none of them, nor the app that composes them (src/app.ts, src/deps.ts): a ' +
        'domain folder depends on the plumbing, never the other way round.',
      severity: 'error',
      from: { path: `^${API_PLUMBING}`, pathNot: TESTS },
      to: { path: '^services/commerce-api/src/', pathNot: `^${API_PLUMBING}` },
    },
    {
      name: 'api-domains-know-no-root',
      comment:
        "The API's root files (app.ts, deps.ts, routes.ts, env.ts) compose the domain folders, " +
        "so no folder imports them back: a domain's handlers reach what its own deps.ts names " +
        '(docs/api-folders.md). Tests and the harness may start the whole app.',
      severity: 'error',
      from: {
        path: '^services/commerce-api/src/[^/]+/',
        pathNot: `(^${API_PLUMBING}|${TESTS})`,
      },
      to: { path: `^${API_ROOT_FILE}` },
    },
    ...apiDomainsImportDownwards,
    ...storefrontFloors,
    {
      name: 'packages-by-name-only',
      comment: 'Packages import each other by package name, never by a relative path.',
      severity: 'error',
      from: { path: '^(packages|sites|services)/([^/]+)/' },
      to: {
        dependencyTypes: ['local'],
        path: '^(packages|sites|services)/',
        pathNot: '^$1/$2/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(/dist/|/build/|/\\.react-router/|/storybook-static/|/coverage/|/\\.data/|/\\.tmp/|/\\.?build-[^/]+/)',
    },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@snackshop/source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    moduleSystems: ['es6', 'cjs'],
    skipAnalysisNotInRules: true,
  },
};
