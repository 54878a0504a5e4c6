import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { decodeSchedulePrefill, paths, SCHEDULE_PREFILL_PARAM } from '@freightdeck/contracts';
import { Button, EmptyState, Link, RemotePage, Spinner } from '@freightdeck/ui';
import { getDraft } from '../shared';
import { PricedOptions } from './priced-options';
import { RequestForm } from './request-form';
import { emptyRequest, requestFromDraft, requestFromSchedule, type RequestValues } from './request-values';
import { useRequestForm } from './use-request-form';

function RequestFlow({ initialValues, draftId }: { initialValues: RequestValues; draftId: string | null }) {
  const { form, quotation, setQuotation, draftSaving, draftSavedAt, saveAsDraft } = useRequestForm(initialValues, draftId);
  const unplaced = Object.entries(form.errors).filter(([path]) => !(path in form.values) && !/^cargo\.(pieces|containers)/.test(path)).map(([p, m]) => `${p} ${m}`);
  if (quotation) return <PricedOptions quotation={quotation} onChange={() => setQuotation(null)} />;
  return <RequestForm form={form} onSaveDraft={() => void saveAsDraft()} draftSaving={draftSaving} draftSavedAt={draftSavedAt} unplaced={unplaced} />;
}

function ResumedDraft({ draftId }: { draftId: string }) {
  const { data, error, isLoading, mutate } = useSWR(['quotation-draft', draftId], () => getDraft(draftId), { revalidateOnFocus: false, revalidateIfStale: false });
  if (isLoading) return <Spinner label="Loading the draft" />;
  if (error || !data) {
    return (
      <EmptyState title="The draft could not be opened" description="It may have been deleted or sent already.">
        <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>
        <Link to={paths.quotationDrafts()}>Your drafts</Link>
      </EmptyState>
    );
  }
  return <RequestFlow initialValues={requestFromDraft(data.data)} draftId={data.id} />;
}

/** /quotations/create, ?draft=<id> to continue a draft, or ?schedule=<option> from /schedules. */
export function QuotationCreate() {
  const [params] = useSearchParams();
  const [draftId] = useState(() => params.get('draft'));
  const [initialValues] = useState(() => {
    const prefill = decodeSchedulePrefill(params.get(SCHEDULE_PREFILL_PARAM));
    return prefill ? requestFromSchedule(prefill) : emptyRequest();
  });
  return (
    <RemotePage remote="quotations" title="Request a quotation" actions={<Link to={paths.quotationDrafts()}>Drafts</Link>}>
      {draftId ? <ResumedDraft draftId={draftId} /> : <RequestFlow initialValues={initialValues} draftId={null} />}
    </RemotePage>
  );
}
