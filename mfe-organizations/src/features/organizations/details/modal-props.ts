import type { OrganizationProps } from './types';

/** A modal opened from the organization page: it reports the change and closes itself through `onChange`. */
export type OrganizationModalProps = OrganizationProps & { onClose: () => void };
