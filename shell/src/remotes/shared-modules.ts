/* eslint-disable no-restricted-imports -- the host provides whole module objects to the remotes */
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as RouterDom from 'react-router-dom';
import * as Swr from 'swr';
import * as StyledComponents from 'styled-components';
import * as Dayjs from 'dayjs';
import * as Auth from '@freightdeck/auth';
import * as References from '@freightdeck/references';
import * as Ui from '@freightdeck/ui';
/* eslint-enable no-restricted-imports */

/** Versions of the shared singletons, from `sharedSingletons()` at build time (webpack.config.js). */
declare const SHARED_SINGLETON_VERSIONS: Record<string, string>;

/**
 * The shell's own instances of the shared singletons (docs/adr/001, docs/adr/005), provided to the
 * remotes through the federation runtime. `react-router-dom` resolves to the curated entry
 * (@freightdeck/dev-shell/webpack), the same module every remote is built against.
 */
const MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react-router-dom': RouterDom,
  swr: Swr,
  'styled-components': StyledComponents,
  dayjs: Dayjs,
  '@freightdeck/auth': Auth,
  '@freightdeck/references': References,
  '@freightdeck/ui': Ui,
};

export function sharedModules() {
  return Object.fromEntries(Object.entries(MODULES).map(([name, lib]) => {
    const version = SHARED_SINGLETON_VERSIONS[name];
    if (!version) throw new Error(`No version for shared module ${name}`);
    return [name, { version, scope: 'default', lib: () => lib, shareConfig: { singleton: true, requiredVersion: `^${version}` } }];
  }));
}
