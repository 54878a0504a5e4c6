// One webpack configuration for every remote (mfe-*): each remote's webpack.config.js is
// `createRemoteConfig({ name, dir, devPort })`. docs/adr/013-toolchain.md says which pitfalls it
// avoids.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SwcMinifyWebpackPlugin } = require('swc-minify-webpack-plugin');
const { sharedSingletons } = require('./shared');

const DEFAULT_API_URL = 'http://localhost:8080';

const CHART_CHUNKS = {
  'world-map': {
    test: /[\\/](d3-geo|topojson-client|world-atlas)[\\/]|[\\/]ui[\\/]src[\\/]world-map[\\/]/,
    name: 'world-map', chunks: 'async', enforce: true, priority: 20,
  },
  charts: {
    test: /[\\/](d3-[a-z-]+|internmap)[\\/]|[\\/]ui[\\/]src[\\/]charts[\\/]/,
    name: 'charts', chunks: 'async', enforce: true, priority: 10,
  },
};
const DEV_SHELL_HTML = path.join(__dirname, 'index.html');

/** swc-loader for our TypeScript, including the workspace packages' `src/index.ts`. */
function swcRule(development) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    // Workspace packages resolve (through their symlinks) to packages/*/src, outside node_modules.
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target: 'es2022',
        },
      },
    },
  };
}

function devServer({ devPort }) {
  return {
    port: devPort,
    host: 'localhost',
    // Client-side routes (/bookings/123) all get the dev shell page.
    historyApiFallback: true,
    static: false,
    // Federation and hot module replacement do not mix well; a full reload is enough here.
    hot: false,
    liveReload: true,
    // So the real shell running elsewhere can load this remote's mf-manifest.json in dev.
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/v1'], target: process.env.API_URL || DEFAULT_API_URL, changeOrigin: true }],
    client: { overlay: { errors: true, warnings: false } },
  };
}

/**
 * @param {{ name: string; dir: string; exposes?: Record<string, string>; devPort: number }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createRemoteConfig({ name, dir, exposes = { './routes': './src/routes.tsx' }, devPort }) {
  if (!name || !dir || !devPort) throw new Error('createRemoteConfig needs name, dir and devPort');

  return (_env, argv = {}) => {
    const production = (argv.mode || process.env.NODE_ENV) === 'production';
    const federation = new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedSingletons(),
      // dist/mf-manifest.json: what the shell's /remotes.json points at.
      manifest: true,
      dts: false,
      // The runtime for the browser only (no Node.js script loaders), without the remote loader
      // a remote never uses.
      experiments: { optimization: { target: 'web', disableRemote: true } },
    });

    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // In production only the container (remoteEntry.js) is built: the dev shell page, its fake
      // users and canned responses never ship. In development src/index.ts mounts the dev shell.
      entry: production ? {} : { main: './src/index.ts' },
      target: 'web',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The runtime works out where it was loaded from, so the URL in /remotes.json decides.
        publicPath: 'auto',
        uniqueName: `freightdeck_${name}`,
        // Each production build registers its chunks under its own global: a running shell that
        // swaps in a new release of this remote (docs/adr/018-shared-scope.md#independent-delivery)
        // must not take the old release's already-loaded chunks for the new one's (same chunk ids).
        // RELEASE_ID names the release; by default the build's time.
        chunkLoadingGlobal: production ? `webpackChunkfreightdeck_${name}_${(process.env.RELEASE_ID || Date.now().toString(36)).replace(/\W/g, '_')}` : `webpackChunkfreightdeck_${name}`,
        // No [contenthash] in `filename`: the federation runtime cannot render it (docs/adr/013).
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: { rules: [swcRule(!production)] },
      plugins: [
        federation,
        !production && new HtmlWebpackPlugin({
          template: DEV_SHELL_HTML,
          title: `${name} · Freightdeck dev shell`,
          // Absolute, so deep links such as /bookings/123 still find /main.js.
          publicPath: '/',
          chunks: ['main'],
        }),
      ].filter(Boolean),
      optimization: {
        ...(production ? { minimize: true, minimizer: [new SwcMinifyWebpackPlugin()] } : { minimize: false }),
        // The chart and map code of @freightdeck/ui (docs/adr/016-reports-and-emissions.md) in chunks
        // of their own, loaded only by the pages that draw them and measured by `pnpm bench:bundle`.
        splitChunks: { cacheGroups: CHART_CHUNKS },
      },
      performance: { hints: false },
      devServer: devServer({ devPort }),
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createRemoteConfig, swcRule, DEFAULT_API_URL };
