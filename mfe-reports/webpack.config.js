const { createRemoteConfig } = require('@freightdeck/dev-shell/webpack');

module.exports = createRemoteConfig({ name: 'reports', dir: __dirname, devPort: 3005 });
