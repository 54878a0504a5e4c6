import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Button, Form, formatDate, Skeleton } from '@freightdeck/ui';
import { Actions, ListError, Note, StepTitle } from './create.styles';
import { StepIndicator } from './step-indicator';
import { ModeStep } from './steps/mode-step';
import type { StepProps } from './steps/step-props';
import { useBookingForm, type BookingFormState } from './use-booking-form';
import { useOrganizationChoice } from './use-organization-choice';
import { isPlaced, REVIEW_STEP, STEPS } from './validation';

/**
 * The first step comes with the page; the others load on their own (the review's estimate brings
 * the airport and seaport lists and the emission factors), fetched as soon as the user starts on
 * the form, so the page's first load does only the first step's work (docs/adr/029-lighthouse-bench.md).
 * A step loaded once renders at once (no suspense), so focus can move into it in the same update.
 */
const LATER_STEPS: (() => Promise<ComponentType<StepProps>>)[] = [
  () => import('./steps/route-step').then((m) => m.RouteStep),
  () => import('./steps/cargo-step').then((m) => m.CargoStep),
  () => import('./steps/parties-step').then((m) => m.PartiesStep),
  () => import('./steps/review-step').then((m) => m.ReviewStep),
];
const STEP_VIEWS: (ComponentType<StepProps> | undefined)[] = [ModeStep];
const stepLoads = new Map<number, Promise<unknown>>();
function loadStep(step: number): Promise<unknown> {
  const load = LATER_STEPS[step - 1];
  if (!load || STEP_VIEWS[step]) return Promise.resolve();
  const pending = stepLoads.get(step) ?? load().then((view) => { STEP_VIEWS[step] = view; }, (error: unknown) => { stepLoads.delete(step); throw error; });
  stepLoads.set(step, pending);
  return pending;
}
const preloadSteps = () => LATER_STEPS.forEach((_, i) => void loadStep(i + 1).catch(() => undefined));

/** The step's view once its code is here; until then null, and a render when it arrives (a failed load goes to the error boundary). */
function useStepView(step: number): ComponentType<StepProps> | null {
  const [, setLoaded] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const view = STEP_VIEWS[step] ?? null;
  useEffect(() => {
    if (!view) loadStep(step).then(() => setLoaded((n) => n + 1), setFailure);
  }, [view, step]);
  if (failure) throw failure;
  return view;
}

/** The stepped create form: one step at a time, Back, Next (checks the step), Save as draft, Submit. */
export function BookingCreateForm(state: BookingFormState) {
  const { form, step, back, firstStep, draftSaving, draftSavedAt, saveAsDraft, errorJumps } = useBookingForm(state);
  const container = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const focusedJumps = useRef(0);
  const View = useStepView(Math.min(step, REVIEW_STEP));

  // A new step moves focus to its heading, so keyboard and screen reader users start there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  // Errors found on submit (the whole booking, or the API's) opened their step: focus the first
  // (once the step's code is here).
  useEffect(() => {
    if (errorJumps === focusedJumps.current || !View) return;
    focusedJumps.current = errorJumps;
    const first = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    first?.focus({ preventScroll: true });
  }, [errorJumps, View]);

  // A draft or a quotation opens at a later step: its code is wanted now, the others soon.
  useEffect(() => {
    if (step > 0) preloadSteps();
  }, [step]);
  const title = STEPS[step]?.title ?? '';
  // Errors of the API about no field on screen (the organization, without a choice of it) still need saying.
  const orgChoice = useOrganizationChoice().length > 0;
  const unplaced = Object.entries(form.errors).filter(([path]) => !isPlaced(path) || (path === 'organizationId' && !orgChoice));
  return (
    <div ref={container} onFocusCapture={preloadSteps} onPointerDownCapture={preloadSteps}>
      <StepIndicator step={step} />
      <Form form={form} aria-labelledby="booking-step-title">
        <StepTitle id="booking-step-title" ref={heading} tabIndex={-1}>
          Step {step + 1} of {STEPS.length}: {title}
        </StepTitle>
        {state.quotation && (
          <Note role="note">Booking quotation {state.quotation.ref}: the route, cargo and charges are as quoted; add the parties and submit.</Note>
        )}
        {View ? <View form={form} quotation={state.quotation ?? null} /> : <Skeleton shape="block" height={320} />}
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
