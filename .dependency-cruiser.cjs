/**
 * The layer rules of design.md, checked by `npm run deps` (part of `npm test`) and proven to bite by
 * tests/unit/dependency-rules.test.ts.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-no-layer',
      comment: 'core/ is pure TypeScript: it imports no other layer of the house.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(adapters|ui|server|locales|scripts)/' },
    },
    {
      name: 'core-imports-only-its-libraries',
      comment: 'core/ may import xstate, effect and date-fns(-tz) only: no React, DOM, Node, ky or Vike.',
      severity: 'error',
      from: { path: '^core/' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core'],
        pathNot: '(^|/)node_modules/(xstate|effect|date-fns|date-fns-tz)/',
      },
    },
    {
      name: 'adapters-not-ui-or-server',
      comment: 'adapters/ implement core ports; they never reach into pages or the server.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(ui|server)/' },
    },
    {
      name: 'ui-not-server',
      comment: 'ui/ talks to the server over HTTP through adapters, never by importing it.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^server/' },
    },
    {
      name: 'only-the-composition-root-wires-adapters',
      comment: 'Within ui/, only the composition root (ui/shared/app/, ui/features/) imports adapters.',
      severity: 'error',
      from: { path: '^ui/', pathNot: '^ui/(shared/app|features)/' },
      to: { path: '^adapters/' },
    },
    {
      name: 'server-not-ui',
      comment: 'server/ may import core (shared rules and schemas), never ui source.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^ui/' },
    },
    {
      name: 'nothing-imports-server',
      comment: 'Only the server itself, its entry scripts (start, seed, admin) and its tests import server/.',
      severity: 'error',
      from: { pathNot: '^(server|tests)/|^scripts/(start|seed|admin)\\.ts$' },
      to: { path: '^server/' },
    },
    {
      name: 'production-not-tests',
      comment: 'Fakes and fixtures live in tests/: no production module may import them.',
      severity: 'error',
      from: { path: '^(core|adapters|ui|server|locales)/' },
      to: { path: '^tests/' },
    },
    {
      name: 'common-passwords-stay-on-the-server',
      comment:
        'The list of common passwords is checked by the server only: in a page it would break the JavaScript budget.',
      severity: 'error',
      from: { pathNot: '^(server|tests)/' },
      to: { path: '(^|/)node_modules/@zxcvbn-ts/' },
    },
    {
      name: 'features-meet-at-their-public-entry',
      comment:
        "A feature (core/<f>, server/<f>, ui/features/<f>) may use its layer's shared folder and another feature's public entry (index.ts, its *.api.ts contract, its *.port.ts port, its *.schema.ts, on the server its tables.ts), never that feature's inside.",
      severity: 'error',
      from: {
        path: '^(core|server|ui/features)/([^/]+)/',
        pathNot: '^(core/(shared|testing)|server/(platform|integrations)|ui/features/shared)/',
      },
      to: {
        path: '^$1/[^/]+/',
        pathNot: [
          '^$1/$2/',
          '^(core/(shared|testing)|server/(platform|integrations))/',
          '^(core|server|ui/features)/[^/]+/(index|[^/]+[.](api|port|schema))[.]tsx?$',
          // A feature's tables are part of the one database schema: another feature's rows refer to
          // them by foreign key (a sub-feature's too, such as the tournaments' stages).
          '^server/[^/]+/tables[.]ts$',
          '^server/[^/]+/[^/]+/tables[.]ts$',
        ],
      },
    },
    {
      name: 'no-page-imports-a-page',
      comment: 'ui/pages holds Vike routes only: what two pages share lives in ui/features or ui/shared.',
      severity: 'error',
      from: { path: '^ui/pages/([^/]+)/' },
      to: { path: '^ui/pages/', pathNot: '^ui/pages/$1/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data|coverage|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
