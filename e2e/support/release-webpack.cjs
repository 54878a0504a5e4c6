// The webpack configuration of a test release of the bookings remote (e2e/support/release-build.ts):
// the remote's own configuration, with RELEASE_MARKER put into its list page's text.
const path = require('node:path');

const remoteConfig = require(path.join(__dirname, '..', '..', 'mfe-bookings', 'webpack.config.js'));

module.exports = (env, argv) => {
  const config = remoteConfig(env, argv);
  config.module.rules.push({
    test: /bookings-list-page\.tsx$/,
    enforce: 'pre',
    use: [{ loader: path.join(__dirname, 'release-marker-loader.cjs'), options: { from: '>New booking<', to: `>New booking · ${process.env.RELEASE_MARKER}<` } }],
  });
  return config;
};
