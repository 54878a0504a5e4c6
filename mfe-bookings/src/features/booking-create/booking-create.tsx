import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { decodeSchedulePrefill, paths, SCHEDULE_PREFILL_PARAM } from '@freightdeck/contracts';
import { Button, EmptyState, Link, RemotePage, Spinner } from '@freightdeck/ui';
import { draftPath, getDraft } from './api';
import { BookingCreateForm } from './booking-create-form';
import { emptyFormValues, valuesFromDraft, valuesFromSchedule } from './form-values';
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

/** /bookings/create, /bookings/create?draft=<id> to continue a saved draft, or ?schedule=<option> from /schedules. */
export function BookingCreate() {
  const [params] = useSearchParams();
  // Read once: saving a draft writes its id into the address without reopening the form.
  const [draftId] = useState(() => params.get('draft'));
  // A schedule option ("Book" on /schedules) fills mode, route, legs and the cargo-ready date.
  const [prefill] = useState(() => decodeSchedulePrefill(params.get(SCHEDULE_PREFILL_PARAM)));
  const [initialValues] = useState(() => (prefill ? valuesFromSchedule(prefill) : emptyFormValues()));
  return (
    <RemotePage remote="bookings" title="Create booking" actions={<Link to={paths.bookingDrafts()}>Drafts</Link>}>
      {draftId ? <ResumedForm draftId={draftId} /> : <BookingCreateForm initialValues={initialValues} initialStep={prefill ? 1 : 0} draftId={null} />}
    </RemotePage>
  );
}
