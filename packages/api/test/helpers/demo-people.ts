/** The seeded demo users the API tests sign in as (src/seed/demo-world.ts), by first name. */
export const DEMO_PEOPLE = {
  admin: 'admin@freightdeck.test',
  ops: 'ops@freightdeck.test',
  anna: 'anna@acme-pharma.test',
  carl: 'carl@acme-pharma.test',
  vera: 'vera@acme-pharma.test',
  nils: 'nils@nordic-fresh.test',
} as const;
export type DemoPerson = keyof typeof DEMO_PEOPLE;
