const { createRemoteConfig } = require('@freightdeck/dev-shell/webpack');

module.exports = createRemoteConfig({
  name: 'quotations',
  dir: __dirname,
  devPort: 3002,
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
});
