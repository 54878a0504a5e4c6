const { createRemoteConfig } = require('@freightdeck/dev-shell/webpack');

module.exports = createRemoteConfig({ name: 'organizations', dir: __dirname, devPort: 3003 });
