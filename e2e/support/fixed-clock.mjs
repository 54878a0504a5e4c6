// Preloaded into a portal process (`node --import`, through NODE_OPTIONS) by the e2e worlds
// (e2e/support/worlds.ts): when E2E_CLOCK_AT is set, the process's clock reads that instant;
// with E2E_CLOCK_FROZEN=true it stays there, otherwise it runs on from there. `new Date()`,
// `Date.now()` and the embedded database's `now()` (PGlite reads the JavaScript clock) all agree,
// so the screenshot world's records and its server-side "today" (quotations that expired, this
// month's figures, a link's expiry to the minute) are the same on every run
// (docs/adr/031-screenshot-suite.md#a-fixed-present). Timers are untouched: they do not read Date.
const at = process.env.E2E_CLOCK_AT;
if (at) {
  const start = Date.parse(at);
  if (Number.isNaN(start)) throw new Error(`E2E_CLOCK_AT is not an instant: ${at}`);
  const RealDate = Date;
  const offset = start - RealDate.now();
  const now = process.env.E2E_CLOCK_FROZEN === 'true' ? () => start : () => RealDate.now() + offset;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(now());
      else super(...args);
    }

    static now() {
      return now();
    }
  }
  // Called without `new`, Date returns the current time as a string, as the real one does.
  globalThis.Date = new Proxy(ShiftedDate, {
    apply: () => new ShiftedDate().toString(),
  });
}
