import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { decodeSchedulePrefill, paths, SCHEDULE_PREFILL_PARAM } from '@freightdeck/contracts';
import { Button, EmptyState, Link, RemotePage, Spinner } from '@freightdeck/ui';
import { draftPath, getDraft } from './api';
import { quotationSource, useQuotationForBooking, valuesFromQuotation } from './from-quotation';
import { BookingCreateForm } from './booking-create-form';
import { emptyFormValues, valuesFromDraft, valuesFromSchedule } from './form-values';
import { PARTIES_STEP } from './use-booking-form';
import { REVIEW_STEP } from './validation';

function ResumedForm({ draftId }: { draftId: string }) {
  const { data, error, isLoading, mutate } = useSWR(draftPath(draftId), () => getDraft(draftId), { revalidateOnFocus: false, revalidateIfStale: false });
  if (isLoading) return <Spinner label="Loading the draft" />;
  if (error || !data) {
    return (
      <EmptyState title="The draft could not be opened" description="It may have been deleted or submitted already.">
        <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>
        <Link to={paths.bookingDrafts()}>Your drafts</Link>
      </EmptyState>
    );
  }
  // The form is created with the draft: its state and the step it was saved at.
  return <BookingCreateForm initialValues={valuesFromDraft(data.data)} initialStep={Math.min(data.step, REVIEW_STEP)} draftId={data.id} />;
}

/** From a quotation (its Book button): the form filled in from it, at the parties step. */
function QuotedForm({ quotationId, optionId }: { quotationId: string; optionId: string | null }) {
  const { data, error, isLoading, mutate } = useQuotationForBooking(quotationId);
  if (isLoading) return <Spinner label="Loading the quotation" />;
  if (error || !data) {
    return (
      <EmptyState title="The quotation could not be opened" description="It may not exist, or your account may not see it.">
        <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>
        <Link to={paths.quotations()}>Quotations</Link>
      </EmptyState>
    );
  }
  return <BookingCreateForm initialValues={valuesFromQuotation(data, optionId)} initialStep={PARTIES_STEP} draftId={null} quotation={quotationSource(data, optionId)} />;
}

/** /bookings/create, ?draft=<id> to continue a saved draft, ?schedule=<option> from /schedules, or ?quotation=<id> from a quotation. */
export function BookingCreate() {
  const [params] = useSearchParams();
  // Read once: saving a draft writes its id into the address without reopening the form.
  const [draftId] = useState(() => params.get('draft'));
  // "Book" on a quotation: ?quotation=<id>[&option=<id> when still issued].
  const [quoted] = useState(() => ({ id: params.get('quotation'), option: params.get('option') }));
  // A schedule option ("Book" on /schedules) fills mode, route, legs and the cargo-ready date.
  const [prefill] = useState(() => decodeSchedulePrefill(params.get(SCHEDULE_PREFILL_PARAM)));
  const [initialValues] = useState(() => (prefill ? valuesFromSchedule(prefill) : emptyFormValues()));
  return (
    <RemotePage remote="bookings" title="Create booking" actions={<Link to={paths.bookingDrafts()}>Drafts</Link>}>
      {quoted.id ? <QuotedForm quotationId={quoted.id} optionId={quoted.option} /> : draftId ? <ResumedForm draftId={draftId} /> : <BookingCreateForm initialValues={initialValues} initialStep={prefill ? 1 : 0} draftId={null} />}
    </RemotePage>
  );
}
