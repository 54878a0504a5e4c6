import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '@freightdeck/auth';
import { paths, type Quotation } from '@freightdeck/contracts';
import { Button, Card, DescriptionList, EmptyState, errorModal, formatDate, Link, LinkButton, ReasonModal, RemotePage, Spinner } from '@freightdeck/ui';
import {
  acceptQuotation, declineQuotation, formatRoute, submitQuotation, OptionsComparison, QuotationStatusBadge, RequestSummary, useQuotation, Validity,
} from '../shared';
import { HistorySection } from './history-section';
import { PricingDesk } from './pricing/pricing-desk';
import { ShareLinksSection } from './share-links-section';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** The booking form, filled in from the quotation (its accepted option, or this one when still issued). */
export const bookingFormPath = (quotationId: string, optionId?: string) =>
  `${paths.bookingCreate()}?quotation=${encodeURIComponent(quotationId)}${optionId ? `&option=${encodeURIComponent(optionId)}` : ''}`;
export const printPath = (q: Pick<Quotation, 'id' | 'ref'>) => `${paths.quotationPrint(q.ref)}?id=${encodeURIComponent(q.id)}`;

function Details({ quotation: q, refresh, replace }: { quotation: Quotation; refresh: () => Promise<unknown>; replace: (q: Quotation) => void }) {
  const [declining, setDeclining] = useState(false);
  const [accepting, setAccepting] = useState<string | null>(null);
  const can = (a: Quotation['allowedActions'][number]) => q.allowedActions.includes(a);
  const accept = async (optionId: string) => {
    setAccepting(optionId);
    try {
      replace(await acceptQuotation(q.id, { optionId, expectedVersion: q.version }));
    } catch (error) {
      errorModal.show(error);
      await refresh();
    } finally {
      setAccepting(null);
    }
  };
  const [sending, setSending] = useState(false);
  const submit = async () => {
    setSending(true);
    try {
      replace(await submitQuotation(q.id, { expectedVersion: q.version }));
    } catch (error) {
      errorModal.show(error);
    } finally {
      setSending(false);
    }
  };
  const expired = q.status === 'EXPIRED';
  return (
    <Stack>
      <Card
        title={`${q.ref} · ${formatRoute(q.origin, q.destination)}`} level={2}
        actions={(
          <>
            {can('submit') && <Button onClick={() => void submit()} disabled={sending}>{sending ? 'Sending…' : 'Send request'}</Button>}
            {can('book') && q.acceptedOptionId && <LinkButton to={bookingFormPath(q.id)} variant="primary">Book</LinkButton>}
            {can('decline') && <Button variant="danger" onClick={() => setDeclining(true)}>Decline</Button>}
            <LinkButton to={printPath(q)} variant="secondary" target="_blank">Print</LinkButton>
          </>
        )}
      >
        <DescriptionList items={[
          { term: 'Status', value: <QuotationStatusBadge status={q.status} /> },
          { term: 'Validity', value: <Validity validUntil={q.validUntil} status={q.status} /> },
          { term: 'Organization', value: q.organization.name },
          { term: 'Requested by', value: `${q.requestedBy.name}, ${formatDate(q.createdAt, 'dateTime')}` },
          { term: 'Booking', value: q.booking ? <Link to={paths.booking(q.booking.id)}>{q.booking.ref}</Link> : '' },
          ...(q.declineReason ? [{ term: 'Declined because', value: q.declineReason, wide: true }] : []),
        ]} />
        {expired && <p role="note">This quotation has expired: it can no longer be accepted or booked. Request a new one for today’s prices.</p>}
        {q.status === 'DRAFT' && <p role="note">A draft: its prices are for you to see. Send the request to have it priced again and issued, or priced by our pricing desk.</p>}
        {q.status === 'REQUESTED' && !can('price') && <p role="note">Our pricing desk is pricing this request; you are e-mailed when it is issued.</p>}
      </Card>
      {can('price') && <PricingDesk quotation={q} onChange={replace} />}
      {q.options.length > 0 && (
        <Card title="Options" level={2}>
          <OptionsComparison
            options={q.options} chosenId={q.acceptedOptionId}
            actions={(o) => (
              <>
                {can('accept') && (
                  <Button onClick={() => void accept(o.id)} disabled={accepting !== null} aria-label={`Accept ${o.carrierName} ${o.routing}`}>
                    {accepting === o.id ? 'Accepting…' : 'Accept'}
                  </Button>
                )}
                {can('book') && !q.acceptedOptionId && <LinkButton to={bookingFormPath(q.id, o.id)} variant="secondary">Book this</LinkButton>}
              </>
            )}
          />
        </Card>
      )}
      <Card title="Request" level={2}><RequestSummary quotation={q} /></Card>
      {can('share') && <ShareLinksSection quotation={q} onChange={refresh} />}
      <HistorySection quotation={q} />
      {declining && (
        <ReasonModal
          title={`Decline ${q.ref}`} requiredMessage="Say why the quotation is declined" minLength={3} confirmLabel="Decline quotation" keepLabel="Keep quotation"
          onClose={() => setDeclining(false)}
          onSubmit={async (reason) => {
            replace(await declineQuotation(q.id, { reason, expectedVersion: q.version }));
            setDeclining(false);
          }}
        >
          The pricing desk sees your reason. A declined quotation cannot be accepted later.
        </ReasonModal>
      )}
    </Stack>
  );
}

/** /quotations/:id: the request, its options with breakdowns, history, and what the user may do next. */
export function QuotationDetails() {
  const { id = '' } = useParams();
  const { data, error, isLoading, mutate } = useQuotation(id);
  let body;
  if (isApiError(error) && error.status === 404) {
    body = <EmptyState title="Quotation not found" description="It does not exist, or your account may not see it."><Link to={paths.quotations()}>All quotations</Link></EmptyState>;
  } else if (error) {
    body = <EmptyState title="The quotation could not be loaded" description="Check your connection and try again."><Button variant="secondary" onClick={() => void mutate()}>Try again</Button></EmptyState>;
  } else if (isLoading || !data) {
    body = <Spinner label="Loading the quotation" />;
  } else {
    body = <Details quotation={data} refresh={() => mutate()} replace={(q) => void mutate(q, { revalidate: false })} />;
  }
  return <RemotePage remote="quotations" title="Quotation" actions={<Link to={paths.quotations()}>All quotations</Link>}>{body}</RemotePage>;
}
