// jsdom hides Node's fetch, TextEncoder and friends that react-router 7 needs: copy them in.
// Not MessageChannel: React's scheduler would then hold a Node MessagePort open and jest would
// never exit; without it the scheduler falls back to setTimeout, which jest tears down.
const { TestEnvironment } = require('jest-environment-jsdom');

class FreightdeckDomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const name of ['TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers',
      'ReadableStream', 'TransformStream', 'structuredClone', 'AbortController', 'AbortSignal',
      'BroadcastChannel']) {
      if (globalThis[name] !== undefined) g[name] = globalThis[name];
    }
  }
}

module.exports = FreightdeckDomEnvironment;
