// The host. Remotes are not known at build time: src/remotes reads /remotes.json at run time and
// registers them with the federation runtime (docs/adr/001). The shell needs no federation plugin:
// it provides its own instances of the shared singletons to the remotes through the runtime
// (src/remotes/shared-modules.ts), which loads only with the first remote section, so /login does
// not pay for it (docs/adr/005).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { SwcMinifyWebpackPlugin } = require('swc-minify-webpack-plugin');
const { sharedSingletons, swcRule } = require('@freightdeck/dev-shell/webpack');

const API = process.env.API_URL || 'http://localhost:8080';

// An inline icon: no favicon request, so no 404 in the console (docs/adr/013-toolchain.md).
const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f766e"/><path d="M7 19h18l-3 5H10z" fill="#fff"/><rect x="10" y="9" width="12" height="8" rx="1.5" fill="#fff" opacity=".85"/></svg>`;

module.exports = (_env, argv = {}) => {
  const production = (argv.mode || process.env.NODE_ENV) === 'production';
  const shared = sharedSingletons();
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { main: './src/index.ts' },
    target: 'web',
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/',
      uniqueName: 'freightdeck_shell',
      // No [contenthash] in `filename`: the federation runtime cannot render it (docs/adr/013).
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // The shared react-router-dom is the curated entry, in the shell as in every remote.
      alias: { 'react-router-dom$': shared['react-router-dom'].import },
    },
    module: { rules: [swcRule(!production)] },
    plugins: [
      new DefinePlugin({
        SHARED_SINGLETON_VERSIONS: JSON.stringify(Object.fromEntries(Object.entries(shared).map(([name, c]) => [name, c.version]))),
        // The federation runtime in the browser only (no Node.js script loaders).
        ENV_TARGET: JSON.stringify('web'),
      }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        favicon: false,
        templateParameters: { favicon: `data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}` },
        publicPath: '/',
      }),
    ],
    optimization: production ? { minimize: true, minimizer: [new SwcMinifyWebpackPlugin()] } : { minimize: false },
    performance: { hints: false },
    devServer: {
      port: 3000,
      host: 'localhost',
      historyApiFallback: true,
      static: false,
      hot: false,
      liveReload: true,
      proxy: [{ context: ['/v1', '/remotes.json', '/remotes'], target: API, changeOrigin: true }],
      client: { overlay: { errors: true, warnings: false } },
    },
    stats: 'errors-warnings',
  };
};
