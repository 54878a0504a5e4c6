const { createRemoteConfig } = require('@freightdeck/dev-shell/webpack');

module.exports = createRemoteConfig({
  name: 'reports',
  dir: __dirname,
  // ./widgets: shipments this month and CO2e this year on the dashboard (docs/product/screens.md#dashboard).
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
  devPort: 3005,
});
