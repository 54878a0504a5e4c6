// The host. Remotes are not known at build time: src/remotes reads /remotes.json at run time
// and registers them with the federation runtime (DESIGN.md §2), so `remotes` stays empty.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SwcMinifyWebpackPlugin } = require('swc-minify-webpack-plugin');
const { federationExperiments, sharedSingletons, swcRule } = require('@freightdeck/dev-shell/webpack');

const API = process.env.API_URL || 'http://localhost:8080';

// An inline icon: no favicon request, so no 404 in the console (TOOLCHAIN.md).
const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f766e"/><path d="M7 19h18l-3 5H10z" fill="#fff"/><rect x="10" y="9" width="12" height="8" rx="1.5" fill="#fff" opacity=".85"/></svg>`;

module.exports = (_env, argv = {}) => {
  const production = (argv.mode || process.env.NODE_ENV) === 'production';
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
      // No [contenthash] in `filename`: the federation runtime cannot render it (TOOLCHAIN.md).
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: [swcRule(!production)] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(),
        dts: false,
        experiments: federationExperiments({ loadsRemotes: true }),
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
