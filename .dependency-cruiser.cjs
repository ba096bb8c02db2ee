/**
 * The import boundaries of STYLE.md (conventions 1, 4 and 9) and decisions 001 and 028, checked by
 * `npm run boundaries` (a step of `npm test`). Paths are relative to the repository root.
 * Each rule's comment is printed next to the offending edge, so it says why the rule exists.
 */

// Test files, exempt from the rules that guard what ships.
const testFile = '[.](?:test|spec)[.]tsx?$'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ── The top-level folders ──────────────────────────────────────────────────────────────
    {
      name: 'core-imports-only-core',
      severity: 'error',
      comment:
        'core/ holds the framework-free rules both the web and the API share (decision 001): it may use npm packages but nothing of this repository outside core/.',
      from: { path: '^core/' },
      to: {
        pathNot: ['^core/', '(?:^|/)node_modules/'],
        dependencyTypesNot: ['core'],
        couldNotResolve: false,
      },
    },
    {
      name: 'core-not-to-node-builtins',
      severity: 'error',
      comment:
        'core/ is bundled into the web as well as run by the API, so it must stay free of Node APIs (decision 001); tests may use them.',
      from: { path: '^core/', pathNot: testFile },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'db-not-to-api-or-web',
      severity: 'error',
      comment:
        'db/ (schema, migrations, seed) sits below the API: the API depends on the database layer, never the other way round (decision 001).',
      from: { path: '^db/' },
      to: { path: '^(?:api|web)/' },
    },
    {
      name: 'web-not-to-api-or-db',
      severity: 'error',
      comment:
        'Server code must never reach the web bundle: the web talks to the API over HTTP through the typed client; its only link to api/ is the type-only AppType of api/app.ts (decision 001).',
      from: { path: '^web/' },
      to: { path: '^(?:api|db)/', pathNot: '^api/app[.]ts$' },
    },
    {
      name: 'web-to-api-app-type-only',
      severity: 'error',
      comment:
        "The web may import api/app.ts for Hono's AppType only, with `import type` (erased at build): a value import would pull the server into the bundle.",
      from: { path: '^web/' },
      to: { path: '^api/app[.]ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-e2e',
      severity: 'error',
      comment:
        'e2e/ holds Playwright journeys and their helpers; the application (api, db, core, web) must not depend on its own tests.',
      from: { path: '^(?:api|db|core|web)/' },
      to: { path: '^e2e/' },
    },
    {
      name: 'test-helpers-only-from-tests',
      severity: 'error',
      comment:
        'test/ holds test helpers (factories, fake Stripe, test databases); only *.test.ts files, e2e/ and test/ itself may import them, so no test double reaches production.',
      from: { path: '^(?:web|api|db|core|scripts)/', pathNot: testFile },
      to: { path: '^test/' },
    },

    // ── Inside web/: routes → features → entities → shared ─────────────────────────────────
    {
      name: 'web-shared-not-to-features-entities-routes',
      severity: 'error',
      comment:
        'Shared web code (components, lib, theme) is used by everything, so it must not depend on a feature, an entity or a route (STYLE.md convention 1: imports flow routes → features → shared).',
      from: { path: '^web/(?:components|lib|theme)/' },
      to: { path: '^web/(?:features|entities|routes)/' },
    },
    {
      name: 'web-entity-not-to-features-or-routes',
      severity: 'error',
      comment:
        'An entity (web/entities/<name>: products, cart, orders, resources) is shared domain code used by several features; it uses shared code only, never a feature or a route (decision 027).',
      from: { path: '^web/entities/' },
      to: { path: '^web/(?:features|routes)/' },
    },
    {
      name: 'web-entity-not-to-other-entity',
      severity: 'error',
      comment:
        'Entities do not import each other (decision 027): what combines two kinds of data (the cart with current prices) lives in the feature that combines them.',
      from: { path: '^web/entities/([^/]+)/' },
      to: { path: '^web/entities/', pathNot: '^web/entities/$1/' },
    },
    {
      name: 'web-feature-not-to-routes',
      severity: 'error',
      comment:
        'Routes compose features, not the other way round: a feature importing a route ties it to one URL and one page (STYLE.md convention 1).',
      from: { path: '^web/features/' },
      to: { path: '^web/routes/' },
    },
    {
      name: 'web-feature-not-to-other-feature',
      severity: 'error',
      comment:
        'Features are independent: they meet only in routes (STYLE.md convention 1). Code two features need belongs in web/entities/ or shared code.',
      from: { path: '^web/features/([^/]+)/' },
      to: { path: '^web/features/', pathNot: '^web/features/$1/' },
    },

    // ── Inside api/: domains on top of cross-cutting code ───────────────────────────────────
    {
      name: 'api-lib-not-to-domains-or-app',
      severity: 'error',
      comment:
        'api/lib/ is cross-cutting code (errors, validation, CSRF, logging, headers) that every domain uses; it must not depend on a domain folder (api/<domain>/) nor on the entry points that assemble them (app.ts, server.ts, main.ts) (STYLE.md convention 4). Single-domain code lives in its domain (issue 31).',
      from: { path: '^api/lib/' },
      to: { path: ['^api/(?!lib/)[^/]+/', '^api/(?:app|server|main)[.]ts$'] },
    },
    {
      name: 'api-payments-imports-no-domain',
      severity: 'error',
      comment:
        "The Stripe webhook hands each event to the domains api/stripe-event-routing.ts names, and the refund pipeline is called by orders and gifts: payments imports no domain, so the webhook's path never loops back through it (issue 31).",
      from: { path: '^api/payments/', pathNot: testFile },
      to: { path: '^api/(?!payments/|lib/)[^/]+/' },
    },
    {
      name: 'api-domain-through-its-entry',
      severity: 'error',
      comment:
        'A domain (api/<domain>/) is a module: another domain reaches it only through its entry, api/<domain>/index.ts, which lists what it offers; its inner files can change without the others noticing (issue 31). Its own tests may use inner files.',
      from: { path: '^api/(?!lib/)([^/]+)/', pathNot: testFile },
      to: { path: '^api/(?!lib/)[^/]+/', pathNot: ['^api/$1/', '^api/[^/]+/index[.]ts$'] },
    },
    {
      name: 'api-app-through-domain-entries',
      severity: 'error',
      comment:
        'The app that assembles the domains (app.ts, server.ts, the sweep, the Stripe routing) uses each through its entry, api/<domain>/index.ts (issue 31). app-env.ts and settings.ts, the context every domain reads, take the few types and constructors they need from leaf files: through an entry they would import the routes that import them.',
      from: {
        path: '^api/[^/]+[.]ts$',
        pathNot: [testFile, '^api/(?:app-env|settings)[.]ts$'],
      },
      to: { path: '^api/(?!lib/)[^/]+/', pathNot: '^api/[^/]+/index[.]ts$' },
    },
    {
      name: 'api-lib-owns-no-table',
      severity: 'error',
      comment:
        "api/lib/ holds no table's code: the domain that owns a table reads and writes it (sessions and throttles in accounts, the outbox in mail, run claims in ops), so lib never imports the schema (issue 31).",
      from: { path: '^api/lib/', pathNot: testFile },
      to: { path: '^db/schema/' },
    },
    {
      name: 'api-domain-owns-its-tables',
      severity: 'error',
      comment:
        "A domain reads and writes its own tables (db/schema/<domain>.ts) and asks another domain for the rest through its entry: the shop writes the round-up through giving's, lists an order's call through storytelling's (issue 31). Every domain may join the member (db/schema/accounts.ts: users) for a name or an e-mail. The read models listed in the rule's pathNot query other domains' tables in one statement each, on purpose (decision 063).",
      from: {
        path: '^api/([^/]+)/',
        pathNot: [
          testFile,
          // The back office's overview and dashboard: counts across every domain.
          '^api/admin/(?:overview|dashboard|dashboard-cards)[.]ts$',
          // The outbox's depth for /metrics.
          '^api/ops/metrics[.]ts$',
          // A year's statement: gifts and the round-ups of paid orders, and when it was e-mailed.
          '^api/giving/giving-statements[.]ts$',
          // The outbox skips a paused newsletter's mail in the one claiming statement.
          '^api/mail/delivery[.]ts$',
          // A newsletter's audience (donors) and its progress (the outbox), counted in SQL.
          '^api/outreach/newsletters[.]ts$',
          // A slot is held by an order's status: the holds are joins, locked in one statement.
          '^api/storytelling/bookings[.]ts$',
          // A member's own data, every table that holds it, for their download (decision 087),
          // its erasure (decision 088) and the retention sweep (decision 089).
          '^api/privacy/(?:personal-data|erasure|retention)[.]ts$',
        ],
      },
      to: { path: '^db/schema/', pathNot: ['^db/schema/$1[.]ts$', '^db/schema/accounts[.]ts$'] },
    },

    // ── Everywhere ─────────────────────────────────────────────────────────────────────────
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules in a cycle cannot be understood, tested or moved one at a time, and a runtime cycle can see a half-initialised module. Type-only cycles count too (decision 028).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'The import names a file or package that does not exist (a typo, a moved file, or a package missing from package.json).',
      from: {},
      // `virtual:policy/…` is made by the build itself (scripts/vite-policies.ts).
      to: { couldNotResolve: true, pathNot: '^virtual:policy/' },
    },
    {
      name: 'not-to-dev-dep',
      severity: 'error',
      comment:
        'The server image installs dependencies only (`npm ci --omit=dev`): code it runs (api, db, core, scripts/start.mjs) must not import a devDependency. Move the package to dependencies or the import to a test.',
      from: {
        path: '^(?:api|db|core)/|^scripts/start[.]mjs$',
        pathNot: testFile,
      },
      to: {
        dependencyTypes: ['npm-dev'],
        // Types are erased before the code runs.
        dependencyTypesNot: ['type-only'],
        pathNot: 'node_modules/@types/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Generated (Panda CSS output, gitignored) or built: not ours to check.
    // Paraglide's server middleware is generated beside the messages and not used (decision 077).
    exclude: { path: ['^dist/', '^web/styled-system/', '^core/paraglide/server[.]js$'] },
    // Type-only imports are real edges for the rules above (the web's AppType, type cycles).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    // Re-checks only what changed since the last run (by content hash); CI starts empty.
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
}
