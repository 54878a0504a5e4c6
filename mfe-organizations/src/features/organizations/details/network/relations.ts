import { NETWORK_RELATIONS, type NetworkRelation } from '@freightdeck/contracts';

/** What the partner is to this organization, in words. */
export const RELATION_LABELS: Readonly<Record<NetworkRelation, string>> = {
  SHIPPER: 'Shipper', FORWARDER: 'Forwarder', CONSIGNEE: 'Consignee', AGENT: 'Agent', PARTNER: 'Partner',
};

export const RELATION_OPTIONS = NETWORK_RELATIONS.map((r) => ({ value: r, label: RELATION_LABELS[r] }));
