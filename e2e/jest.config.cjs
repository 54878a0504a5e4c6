// Repository checks that need no browser: import boundaries, route literals, docker-compose.yml and
// its files, references to documents (e2e/repo).
module.exports = { ...require('../jest.preset.cjs')({ browser: false }), testMatch: ['<rootDir>/repo/**/*.test.ts'] };
