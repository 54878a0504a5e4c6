import { type ReactNode, useId } from 'react';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@freightdeck/ui';

interface RemotePageProps {
  title: string;
  /** The route parameter the page was opened with (`:id`, `:ref`), shown under the heading. */
  param?: { name: string; label: string };
  children?: ReactNode;
}

/** A page of this remote; `data-remote` tells the end-to-end tests which remote rendered it. */
export function RemotePage({ title, param, children }: RemotePageProps) {
  const params = useParams();
  const headerId = useId();
  // A named region: the page's landmark carries its title.
  return (
    <section data-remote="quotations" aria-labelledby={headerId}>
      <PageHeader id={headerId} title={title} />
      {param && (
        <p>
          {param.label}: <strong>{params[param.name]}</strong>
        </p>
      )}
      {children}
    </section>
  );
}
