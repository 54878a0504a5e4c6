// Shared jest preset: TS/TSX compiled to CommonJS by @swc/jest (docs/adr/013-toolchain.md).
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @param {{ browser?: boolean }} options */
module.exports = function preset({ browser = true } = {}) {
  return {
    testEnvironment: browser ? path.join(__dirname, 'jest.environment.cjs') : 'node',
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
    // pnpm paths have two node_modules segments; ESM-only packages must still be compiled.
    transformIgnorePatterns: ['node_modules/(?!(\\.pnpm/)?(cookie|@?nanoid|dayjs/esm|d3-|internmap))'],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
    setupFilesAfterEnv: browser ? [path.join(__dirname, 'jest.setup-dom.cjs')] : [],
  };
};
