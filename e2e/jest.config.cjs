// Repository checks that need no browser (docker-compose.yml and its files).
module.exports = { ...require('../jest.preset.cjs')({ browser: false }), testMatch: ['<rootDir>/repo/**/*.test.ts'] };
