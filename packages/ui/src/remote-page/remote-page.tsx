import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../page-header';

export type RemotePageProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  /** The remote that renders the page (bookings, quotations…): its `data-remote` marker. */
  remote: string;
  title: string;
  /** The route parameter the page was opened with (`:id`, `:ref`), shown under the heading. */
  param?: { name: string; label: string };
  /** Page actions, beside the heading. */
  actions?: ReactNode;
  children?: ReactNode;
};

/**
 * The frame of a remote's page: a region named by its heading, marked with the remote that
 * rendered it (`data-remote`, which the end-to-end tests and support staff look for).
 */
export function RemotePage({ remote, title, param, actions, children, ...props }: RemotePageProps) {
  const params = useParams();
  const headerId = useId();
  return (
    <section data-remote={remote} aria-labelledby={headerId} {...props}>
      <PageHeader titleId={headerId} title={title}>{actions}</PageHeader>
      {param && (
        <p>
          {param.label}: <strong>{params[param.name]}</strong>
        </p>
      )}
      {children}
    </section>
  );
}
