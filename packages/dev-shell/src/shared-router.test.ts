import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ROUTER_EXPORTS } = require('../webpack/router-exports.js') as { ROUTER_EXPORTS: string[] };

describe('the curated react-router-dom every app shares', () => {
  const entry = readFileSync(join(__dirname, '..', 'webpack', 'react-router-dom.mjs'), 'utf8');
  const exported = /export \{([^}]*)\} from "react-router"/.exec(entry)?.[1]
    ?.split(',').map((name) => name.trim()).filter(Boolean) ?? [];

  it('exports exactly the names ESLint lets the apps import', () => {
    expect([...exported].sort()).toEqual([...ROUTER_EXPORTS].sort());
  });

  it('names only what react-router really exports', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const router = require('react-router') as Record<string, unknown>;
    for (const name of ROUTER_EXPORTS) expect({ name, exported: name in router }).toEqual({ name, exported: true });
  });
});
