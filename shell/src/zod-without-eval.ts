import { config } from 'zod';

// zod compiles object schemas with `new Function()` unless told not to, and probes for it on the
// first parse; the portal's Content-Security-Policy forbids eval (docs/adr/017-hardening.md#security-headers).
// zod keeps this setting on globalThis, so it holds for the copy every remote brings too. Imported
// first by bootstrap.tsx, before anything parses.
config({ jitless: true });
