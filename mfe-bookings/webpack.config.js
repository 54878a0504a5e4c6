const { createRemoteConfig } = require('@freightdeck/dev-shell/webpack');

module.exports = createRemoteConfig({
  name: 'bookings',
  dir: __dirname,
  devPort: 3001,
  // ./widgets: the dashboard's status counts and watchlist (docs/product/screens.md#dashboard).
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
});
