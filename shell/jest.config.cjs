const preset = require('../jest.preset.cjs')({ browser: true });

// The shared environment copies Node's MessageChannel into jsdom; React's scheduler then
// keeps a Node MessagePort open and jest never exits. Without it React uses setTimeout.
module.exports = { ...preset, setupFiles: [...(preset.setupFiles ?? []), '<rootDir>/jest.no-message-channel.cjs'] };
