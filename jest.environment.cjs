// jsdom hides Node's fetch, TextEncoder and friends that react-router 7 needs: copy them in.
const { TestEnvironment } = require('jest-environment-jsdom');

class FreightdeckDomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const name of ['TextEncoder', 'TextDecoder', 'fetch', 'Request', 'Response', 'Headers',
      'ReadableStream', 'TransformStream', 'structuredClone', 'AbortController', 'AbortSignal',
      'BroadcastChannel', 'MessageChannel']) {
      if (globalThis[name] !== undefined) g[name] = globalThis[name];
    }
  }
}

module.exports = FreightdeckDomEnvironment;
