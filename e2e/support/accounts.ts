export const DEMO_PASSWORD = 'Freightdeck-demo-2026';

export const accounts = {
  admin: 'admin@freightdeck.test',
  ops: 'ops@freightdeck.test',
  anna: 'anna@acme-pharma.test',
  carl: 'carl@acme-pharma.test',
  vera: 'vera@acme-pharma.test',
  nils: 'nils@nordic-fresh.test',
  tina: 'tina@nordic-fresh.test',
} as const;

/** Invited by the seed (anna), not yet activated: the invitation e-mail waits in the outbox. */
export const INVITED = { email: 'ivan@acme-pharma.test', firstName: 'Ivan', lastName: 'Ivanov' } as const;
