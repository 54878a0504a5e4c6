const { createRemoteConfig } = require('@freightdeck/dev-shell/webpack');

module.exports = createRemoteConfig({ name: 'bookings', dir: __dirname, devPort: 3001 });
