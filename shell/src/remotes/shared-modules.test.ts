/** @jest-environment node */
import type * as React from 'react';
import type * as SharedModules from './shared-modules';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedSingletons } = require('@freightdeck/dev-shell/webpack') as {
  sharedSingletons: () => Record<string, { version: string }>;
};

const singletons = sharedSingletons();
(globalThis as Record<string, unknown>).SHARED_SINGLETON_VERSIONS = Object.fromEntries(
  Object.entries(singletons).map(([name, config]) => [name, config.version]),
);

describe('the singletons the shell offers the remotes', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { sharedModules } = require('./shared-modules') as typeof SharedModules;
  const offered = sharedModules();

  it('are exactly the shared-singletons list the remotes are built with', () => {
    expect(Object.keys(offered).sort()).toEqual(Object.keys(singletons).sort());
  });

  it('offer each as a singleton of the version the remotes require', () => {
    for (const [name, share] of Object.entries(offered)) {
      expect(share).toMatchObject({ version: singletons[name]!.version, shareConfig: { singleton: true } });
    }
  });

  it("offer the shell's own module instances", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const react = require('react') as typeof React;
    expect((offered.react!.lib() as typeof React).useState).toBe(react.useState);
  });
});
