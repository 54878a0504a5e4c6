module.exports = require('../jest.preset.cjs')({ browser: true });
