// The API suite: node environment, one fresh database per test file, cloned from a template
// migrated once in globalSetup (PGlite dump, or a PostgreSQL TEMPLATE database).
const preset = require('../../jest.preset.cjs')({ browser: false });

// ESM-only packages under @fastify/static and friends must be compiled to CommonJS too.
const ESM_ONLY = ['cookie', '@?nanoid', 'dayjs/esm', 'content-disposition', 'jose', 'iso-3166'];

module.exports = {
  ...preset,
  transformIgnorePatterns: [`node_modules/(?!(\\.pnpm/)?(${ESM_ONLY.join('|')}))`],
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
  testTimeout: 30_000,
  maxWorkers: 2,
};
