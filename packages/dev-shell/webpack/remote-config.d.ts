import type { Configuration } from 'webpack';

export interface RemoteConfigOptions {
  /** The federation container name: bookings, quotations, organizations, track or reports. */
  name: string;
  /** The remote's folder (`__dirname` of its webpack.config.js). */
  dir: string;
  /** Default `{ './routes': './src/routes.tsx' }`. */
  exposes?: Record<string, string>;
  /** The dev server's port (`webpack serve`). */
  devPort: number;
}

export const DEFAULT_API_URL: string;

export function createRemoteConfig(options: RemoteConfigOptions): (env: unknown, argv?: { mode?: string }) => Configuration;
