import { useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@freightdeck/contracts';
import { formatDate, LinkButton, LoadingMask, PublicFrame } from '@freightdeck/ui';
import { formatRoute, OptionsComparison, QuotationStatusBadge, RequestSummary, useSharedQuotation, Validity } from '../shared';
import { PublicProblem } from './public-problem';

/**
 * /quotations/share/:ref?token=…: the quotation for someone without an account. The token
 * alone opens it (never the ref): no credentials are sent, so a revoked link stops for a
 * signed-in visitor too.
 */
export function QuotationShare() {
  const { ref = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  const { data, error, isLoading, mutate } = useSharedQuotation(token);
  if (!token) {
    return (
      <PublicFrame remote="quotations" title={`Quotation ${ref}`}>
        <p>This page opens from a share link. Open the link as it was sent, including the part after “?token=”.</p>
      </PublicFrame>
    );
  }
  if (error) return <PublicProblem error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <LoadingMask />;
  return (
    <PublicFrame remote="quotations" title={`Quotation ${data.ref}`} aside={<QuotationStatusBadge status={data.status} />} maxWidth={1100}>
      <p>
        For {data.organization.name} · {formatRoute(data.origin, data.destination)} · valid: <Validity validUntil={data.validUntil} status={data.status} />
        {' · '}this link works until {formatDate(data.expiresAt, 'dateTime')}.
      </p>
      <p><LinkButton to={`${paths.quotationPrint(data.ref)}?token=${encodeURIComponent(token)}`}>Printable quotation</LinkButton></p>
      <h2>Request</h2>
      <RequestSummary quotation={data} />
      <h2>Options</h2>
      <OptionsComparison options={data.options} chosenId={data.acceptedOptionId} />
    </PublicFrame>
  );
}
