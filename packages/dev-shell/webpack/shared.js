// The shared singletons (docs/adr/001): one instance of each at run time, whichever app (shell or
// remote) provides it first. Host and remotes must use this one list.
const thirdParty = ['react', 'react-dom', 'react-router-dom', 'swr', 'styled-components', 'dayjs'];
const ownPackages = ['@freightdeck/auth', '@freightdeck/references', '@freightdeck/ui'];

function versionOf(name) {
  return require(`${name}/package.json`).version;
}

/** The `shared` option of ModuleFederationPlugin for the shell and every remote. */
function sharedSingletons() {
  const shared = {};
  for (const name of [...thirdParty, ...ownPackages]) {
    const version = versionOf(name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false };
  }
  // react-router-dom is provided as a curated entry (react-router-dom.mjs) so that webpack can
  // tree-shake react-router inside it. react-router itself is therefore not shared: apps import
  // only react-router-dom (ESLint enforces it), and one copy of react-router lives in the one
  // shared react-router-dom.
  shared['react-router-dom'].import = require.resolve('./react-router-dom.mjs');
  // react-dom/client and react/jsx-runtime are separate entry points of shared packages.
  shared['react-dom/client'] = { singleton: true, requiredVersion: `^${versionOf('react-dom')}`, version: versionOf('react-dom') };
  shared['react/jsx-runtime'] = { singleton: true, requiredVersion: `^${versionOf('react')}`, version: versionOf('react') };
  return shared;
}

module.exports = { sharedSingletons };
