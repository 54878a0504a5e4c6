/**
 * @jest-environment node
 */
import type { Configuration } from 'webpack';
import { createRemoteConfig, DEFAULT_API_URL } from '../webpack/remote-config';
import { sharedSingletons } from '../webpack/shared';

const build = (mode: 'production' | 'development') =>
  createRemoteConfig({ name: 'bookings', dir: '/repo/mfe-bookings', devPort: 3001 })({}, { mode });

function federationOptions(config: Configuration): Record<string, unknown> {
  const plugin = config.plugins?.find((p) => p?.constructor.name === 'ModuleFederationPlugin') as { _options: Record<string, unknown> } | undefined;
  if (!plugin) throw new Error('no ModuleFederationPlugin');
  return plugin._options;
}

const pluginNames = (config: Configuration) => (config.plugins ?? []).map((p) => p?.constructor.name);

describe('createRemoteConfig, production', () => {
  const config = build('production');

  it('builds only the federation container, into the remote dist', () => {
    expect(config.mode).toBe('production');
    expect(config.entry).toEqual({});
    expect(config.output?.path).toBe('/repo/mfe-bookings/dist');
    expect(pluginNames(config)).not.toContain('HtmlWebpackPlugin');
  });

  it('hard-codes no URL and keeps [contenthash] out of filename', () => {
    expect(config.output?.publicPath).toBe('auto');
    expect(config.output?.filename).toBe('[name].js');
    expect(config.output?.chunkFilename).toContain('[contenthash');
  });

  it('exposes ./routes with a manifest and the one shared-singletons list', () => {
    const options = federationOptions(config);
    expect(options).toMatchObject({
      name: 'bookings',
      filename: 'remoteEntry.js',
      exposes: { './routes': './src/routes.tsx' },
      manifest: true,
      dts: false,
    });
    expect(options.shared).toEqual(sharedSingletons());
  });

  it('minifies with swc', () => {
    expect(config.optimization?.minimizer?.map((m) => m?.constructor.name)).toEqual(['SwcMinifyWebpackPlugin']);
  });
});

describe('createRemoteConfig, development', () => {
  it('serves the remote inside the dev shell page on its port, with history fallback and the /v1 proxy', () => {
    const config = build('development') as Configuration & { devServer: Record<string, unknown> };
    expect(config.entry).toEqual({ main: './src/index.ts' });
    expect(pluginNames(config)).toContain('HtmlWebpackPlugin');
    expect(config.devServer).toMatchObject({ port: 3001, historyApiFallback: true });
    expect(config.devServer.proxy).toEqual([expect.objectContaining({ context: ['/v1'], target: DEFAULT_API_URL })]);
  });

  it('proxies to API_URL when set', () => {
    process.env.API_URL = 'http://localhost:18100';
    try {
      const config = build('development') as Configuration & { devServer: { proxy: { target: string }[] } };
      expect(config.devServer.proxy[0]?.target).toBe('http://localhost:18100');
    } finally {
      delete process.env.API_URL;
    }
  });
});
