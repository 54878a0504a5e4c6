const preset = require('../jest.preset.cjs')({ browser: true });

module.exports = { ...preset, setupFiles: [require.resolve('@freightdeck/dev-shell/jest-setup')] };
