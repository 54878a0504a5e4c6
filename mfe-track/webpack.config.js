const { createRemoteConfig } = require('@freightdeck/dev-shell/webpack');

module.exports = createRemoteConfig({ name: 'track', dir: __dirname, devPort: 3004 });
