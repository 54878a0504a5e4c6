import type { ReactNode } from 'react';
import { Card } from '@freightdeck/ui';

/** A section of the page: the ui Card, a region named by its title. */
export function SectionCard({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return <Card title={title} actions={actions}>{children}</Card>;
}
