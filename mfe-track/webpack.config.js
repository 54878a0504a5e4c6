const { createRemoteConfig } = require('@freightdeck/dev-shell/webpack');

module.exports = createRemoteConfig({
  name: 'track',
  dir: __dirname,
  devPort: 3004,
  exposes: { './routes': './src/routes.tsx', './widgets': './src/widgets.tsx' },
});
