// Module boundaries of the server (decision 0046). `npm run lint` and the server-pglite test
// apps/server/src/module-boundaries.test.ts both check them.
//
// The server's code is cut into units, listed from the bottom up. A unit may import the units listed
// before it, never one listed after it: a lower module that needs something from a higher one gets it
// through an interface the higher one hands over when the app is built (app.ts, api-routes.ts) or
// through an event. A file of apps/server/src that no unit names fails the check, so a new module
// must be placed here before it can be used.

const server = '^apps/server/src/';
const modules = `${server}modules/`;
const folders = (...names) => `${modules}(${names.join('|')})/`;

/** Bottom to top. Each unit: its name, the layer it belongs to, the paths it owns. */
const units = [
  // Foundation: settings, helpers, the database and the HTTP plugins that know no feature.
  { name: 'config', layer: 'foundation', path: `${server}config/` },
  // db/seed's data files are foundation; its entry points, which call modules, are composition roots below.
  { name: 'db', layer: 'foundation', path: `${server}db/(?!seed/(index|deferred-shopper|staff)\\.ts$)` },
  // Helpers; the outbox loop works on a database handle.
  { name: 'lib', layer: 'foundation', path: `${server}lib/` },
  { name: 'plugins', layer: 'foundation', path: `${server}plugins/(?!session\\.ts$|error-handler\\.ts$|shared-state\\.ts$)` },
  // Cross-cutting leaves: services any feature may use, which use no feature themselves.
  { name: 'geocoding', layer: 'shared', path: folders('geocoding') },
  { name: 'mail', layer: 'shared', path: folders('mail') },
  { name: 'challenge', layer: 'shared', path: folders('challenge') },
  { name: 'content', layer: 'shared', path: folders('content') },
  { name: 'images', layer: 'shared', path: folders('images') },
  { name: 'app-links', layer: 'shared', path: folders('app-links') },
  { name: 'pwa', layer: 'shared', path: folders('pwa') },
  { name: 'system', layer: 'shared', path: folders('system') },
  { name: 'operations', layer: 'shared', path: folders('operations') },
  // The shop's layers, from the catalogue up to the back office.
  { name: 'catalogue', layer: 'catalogue', path: `${modules}catalogue/(?!measure-search\\.ts$)` },
  { name: 'users', layer: 'accounts', path: folders('users') },
  { name: 'auth', layer: 'accounts', path: `(${modules}auth/(?!account-routes\\.ts$)|${server}plugins/session\\.ts$)` },
  { name: 'registration', layer: 'accounts', path: folders('registration') },
  { name: 'identities', layer: 'accounts', path: folders('identities') },
  { name: 'saml', layer: 'accounts', path: folders('saml') },
  { name: 'social-login', layer: 'accounts', path: folders('social-login') },
  { name: 'customer-service', layer: 'accounts', path: folders('customer-service') },
  { name: 'delivery', layer: 'delivery', path: folders('delivery') },
  { name: 'addresses', layer: 'delivery', path: folders('addresses') },
  { name: 'stores', layer: 'delivery', path: folders('stores') },
  { name: 'timeslots', layer: 'delivery', path: folders('timeslots') },
  { name: 'cart', layer: 'cart', path: folders('cart') },
  { name: 'gift-certificates', layer: 'cart', path: folders('gift-certificates') },
  { name: 'wishlists', layer: 'cart', path: folders('wishlists') },
  { name: 'checkout', layer: 'checkout', path: folders('checkout') },
  { name: 'orders', layer: 'orders', path: folders('orders') },
  { name: 'payments', layer: 'orders', path: folders('payments') },
  { name: 'push', layer: 'back office', path: folders('push') },
  { name: 'seo', layer: 'back office', path: folders('seo') },
  { name: 'back-office', layer: 'back office', path: folders('back-office') },
  // Composition roots: they build the app and may wire any module to any other.
  {
    name: 'app',
    layer: 'app',
    path: `${server}(app\\.ts|server\\.ts|cli/|db/seed/(index|deferred-shopper|staff)\\.ts$|plugins/error-handler\\.ts|plugins/shared-state\\.ts|modules/api-routes\\.ts|modules/auth/account-routes\\.ts|modules/catalogue/measure-search\\.ts)`,
  },
];

/** Tests and their helpers may import any unit: they build the app the way app.ts does. */
const testCode = '(\\.test\\.ts$|/testing/|^apps/server/test/)';
const anyOf = (paths) => `(${paths.join('|')})`;

// A cycle that leaves a unit: the units in it could neither be read nor changed one at a time. (The layer
// rules already forbid it outside tests; this names it when it happens.) Cycles of files inside one unit
// are that unit's own business.
const crossUnitCycles = units.map((unit) => ({
  name: `no-circular-${unit.name}`,
  severity: 'error',
  comment: `${unit.name} is in a cycle of imports with another unit.`,
  from: { path: unit.path },
  to: { circular: true, viaSomeNot: unit.path },
}));

const upwardRules = units.slice(0, -1).map((unit, index) => ({
  name: `layer-${unit.name}`,
  severity: 'error',
  comment: `${unit.name} (${unit.layer}) imports a unit above it: invert the dependency (an interface wired in app.ts/api-routes.ts, or an event).`,
  from: { path: unit.path, pathNot: testCode },
  to: { path: anyOf(units.slice(index + 1).map((above) => above.path)) },
}));

module.exports = {
  forbidden: [
    ...crossUnitCycles,
    ...upwardRules,
    {
      name: 'unplaced-unit',
      severity: 'error',
      comment: 'This server file belongs to no unit of .dependency-cruiser.cjs: place its module in a layer there.',
      from: { path: server, pathNot: anyOf([...units.map((unit) => unit.path), testCode]) },
      to: {},
    },
    {
      name: 'unplaced-unit-imported',
      severity: 'error',
      comment: 'This server file belongs to no unit of .dependency-cruiser.cjs: place its module in a layer there.',
      from: {},
      to: { path: server, pathNot: anyOf([...units.map((unit) => unit.path), testCode]) },
    },
    {
      name: 'no-test-code-in-production',
      severity: 'error',
      comment: 'Production code imports a test or a testing helper.',
      from: { path: server, pathNot: testCode },
      to: { path: testCode },
    },
    {
      name: 'web-not-into-server',
      severity: 'error',
      comment: 'The web app talks to the server over HTTP only; shared rules live in packages/domain.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-not-into-web',
      severity: 'error',
      comment: 'The server does not import the web app; shared rules live in packages/domain.',
      // A test may read the web app's route table to check that the server answers the same paths.
      from: { path: '^apps/server/', pathNot: testCode },
      to: { path: '^apps/web/' },
    },
    {
      name: 'domain-imports-no-app',
      severity: 'error',
      comment: 'packages/domain is shared by the server and the web app and depends on neither.',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] },
  },
};
