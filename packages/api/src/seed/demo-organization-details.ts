import type { SeedStep } from './seed-step';

/** People to call at each customer (not portal users). */
const CONTACTS: Record<string, { name: string; email: string; phone: string | null; position: string }[]> = {
  'Acme Pharma': [
    { name: 'Jonas Keller', email: 'jonas.keller@acme-pharma.test', phone: '+41 61 688 1111', position: 'Logistics manager' },
    { name: 'Accounts payable', email: 'ap@acme-pharma.test', phone: null, position: 'Invoices and credit notes' },
  ],
  'Nordic Fresh': [{ name: 'Ingrid Berg', email: 'ingrid.berg@nordic-fresh.test', phone: '+47 55 30 10 00', position: 'Export coordinator' }],
  'Pacific Parts': [{ name: 'Tan Wei Ling', email: 'weiling.tan@pacific-parts.test', phone: '+65 6546 7890', position: 'Supply chain lead' }],
};

/** The network: the platform forwards for its three shippers; Acme Pharma buys equipment parts from Pacific Parts. */
const LINKS: { from: string; to: string; relation: 'SHIPPER' | 'FORWARDER' | 'CONSIGNEE' | 'AGENT' | 'PARTNER'; note: string }[] = [
  { from: 'Freightdeck Operations', to: 'Acme Pharma', relation: 'SHIPPER', note: 'Pharma air freight SIN/BSL → FRA, GDP lanes' },
  { from: 'Freightdeck Operations', to: 'Nordic Fresh', relation: 'SHIPPER', note: 'Chilled seafood, air and reefer' },
  { from: 'Freightdeck Operations', to: 'Pacific Parts', relation: 'SHIPPER', note: 'Spare parts, sea LCL and FCL' },
  { from: 'Acme Pharma', to: 'Pacific Parts', relation: 'PARTNER', note: 'Cold-chain equipment spares from Singapore' },
];

/** Contacts and partner links for the demo organizations, made by the platform administrator through the services. */
export const DEMO_ORGANIZATION_DETAILS_STEP: SeedStep = {
  name: 'organization-contacts-and-network',
  async run({ services }) {
    const admin = await services.users.findByEmail('admin@freightdeck.test');
    if (!admin) throw new Error('seed: the platform administrator is missing');
    const profile = await services.users.accessProfile(admin.id);
    const actor = { userId: admin.id, organizations: profile.organizations, permissions: profile.permissions, impersonatedById: null };
    const idOf = async (name: string) => {
      const organization = await services.organizations.findByName(name);
      if (!organization) throw new Error(`seed: organization ${name} is missing`);
      return organization.id;
    };
    for (const [organization, contacts] of Object.entries(CONTACTS)) {
      const id = await idOf(organization);
      for (const contact of contacts) await services.organizations.contacts.create(actor, id, contact);
    }
    for (const link of LINKS) {
      await services.organizations.network.create(actor, await idOf(link.from), { partnerId: await idOf(link.to), relation: link.relation, note: link.note });
    }
  },
};
