import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, type Quotation } from '@freightdeck/contracts';
import { Button, Card, EmptyState, errorModal, Link } from '@freightdeck/ui';
import { acceptQuotation, formatRoute, OptionsComparison, Validity } from '../shared';

/** The priced request: its options side by side to accept one, or word that the pricing desk prices it. */
export function PricedOptions({ quotation, onChange }: { quotation: Quotation; onChange: () => void }) {
  const navigate = useNavigate();
  const [accepting, setAccepting] = useState<string | null>(null);
  const accept = async (optionId: string) => {
    setAccepting(optionId);
    try {
      await acceptQuotation(quotation.id, { optionId, expectedVersion: quotation.version });
      navigate(paths.quotation(quotation.id));
    } catch (error) {
      errorModal.show(error);
      setAccepting(null);
    }
  };
  const title = `${quotation.ref}: ${formatRoute(quotation.origin, quotation.destination)}`;
  if (quotation.options.length === 0) {
    return (
      <Card title={title} level={2}>
        <EmptyState
          title="No tariff covers this lane yet"
          description="Your request is with our pricing desk: they price it by hand and e-mail you when the quotation is issued."
        >
          <Link to={paths.quotation(quotation.id)}>Open {quotation.ref}</Link>
          <Button variant="secondary" onClick={onChange}>Change the request</Button>
        </EmptyState>
      </Card>
    );
  }
  return (
    <Card
      title={title} level={2}
      actions={<><Button variant="secondary" onClick={onChange}>Change the request</Button><Link to={paths.quotation(quotation.id)}>Open {quotation.ref}</Link></>}
    >
      <p>Valid: <Validity validUntil={quotation.validUntil} status={quotation.status} /></p>
      <OptionsComparison
        options={quotation.options}
        actions={(o) => quotation.allowedActions.includes('accept') && (
          <Button onClick={() => void accept(o.id)} disabled={accepting !== null} aria-label={`Accept ${o.carrierName} ${o.routing}`}>
            {accepting === o.id ? 'Accepting…' : 'Accept'}
          </Button>
        )}
      />
    </Card>
  );
}
