import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Form, formatDate } from '@freightdeck/ui';
import { Actions, ListError, Note, StepTitle } from './create.styles';
import { StepIndicator } from './step-indicator';
import { CargoStep } from './steps/cargo-step';
import { ModeStep } from './steps/mode-step';
import { PartiesStep } from './steps/parties-step';
import { ReviewStep } from './steps/review-step';
import { RouteStep } from './steps/route-step';
import type { StepProps } from './steps/step-props';
import { useBookingForm, type BookingFormState } from './use-booking-form';
import { useOrganizationChoice } from './use-organization-choice';
import { isPlaced, REVIEW_STEP, STEPS } from './validation';

const STEP_VIEWS: ((props: StepProps) => ReactNode)[] = [ModeStep, RouteStep, CargoStep, PartiesStep, ReviewStep];

/** The stepped create form: one step at a time, Back, Next (checks the step), Save as draft, Submit. */
export function BookingCreateForm(state: BookingFormState) {
  const { form, step, back, firstStep, draftSaving, draftSavedAt, saveAsDraft, errorJumps } = useBookingForm(state);
  const container = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new step moves focus to its heading, so keyboard and screen reader users start there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  // Errors found on submit (the whole booking, or the API's) opened their step: focus the first.
  useEffect(() => {
    if (errorJumps === 0) return;
    const first = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    first?.focus({ preventScroll: true });
  }, [errorJumps]);

  const View = STEP_VIEWS[step] ?? ReviewStep;
  const title = STEPS[step]?.title ?? '';
  // Errors of the API about no field on screen (the organization, without a choice of it) still need saying.
  const orgChoice = useOrganizationChoice().length > 0;
  const unplaced = Object.entries(form.errors).filter(([path]) => !isPlaced(path) || (path === 'organizationId' && !orgChoice));
  return (
    <div ref={container}>
      <StepIndicator step={step} />
      <Form form={form} aria-labelledby="booking-step-title">
        <StepTitle id="booking-step-title" ref={heading} tabIndex={-1}>
          Step {step + 1} of {STEPS.length}: {title}
        </StepTitle>
        {state.quotation && (
          <Note role="note">Booking quotation {state.quotation.ref}: the route, cargo and charges are as quoted; add the parties and submit.</Note>
        )}
        <View form={form} quotation={state.quotation ?? null} />
        {unplaced.length > 0 && (
          <ListError role="alert">
            The booking was not accepted: {unplaced.map(([, message]) => message).join('; ')}.
          </ListError>
        )}
        <Actions>
          <div>
            {!state.quotation && <Button variant="secondary" onClick={() => void saveAsDraft()} disabled={draftSaving}>{draftSaving ? 'Saving…' : 'Save as draft'}</Button>}
            {draftSavedAt && <Note role="status">Draft saved at {formatDate(draftSavedAt, 'shortTime')}</Note>}
          </div>
          <div>
            {step > firstStep && <Button variant="secondary" onClick={back}>Back</Button>}
            <Button type="submit" disabled={form.submitting}>{step === REVIEW_STEP ? (form.submitting ? 'Submitting…' : 'Submit booking') : 'Next'}</Button>
          </div>
        </Actions>
      </Form>
    </div>
  );
}
