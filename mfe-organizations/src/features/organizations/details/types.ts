import type { Organization } from '@freightdeck/contracts';

export interface OrganizationProps {
  organization: Organization;
  /** After a change: the server's new details, or nothing to reload them. */
  onChange: (next?: Organization) => Promise<void>;
}
