import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@freightdeck/contracts';
import { errorModal, showFormError, useForm, type Rule } from '@freightdeck/ui';
import { BOOKING_FIELD_LABELS } from '../shared';
import { createBooking, newIdempotencyKey, saveDraft } from './api';
import { bookQuotation, type QuotationSource } from './from-quotation';
import type { BookingFormValues } from './form-values';
import { toBookingInput } from './to-booking-input';
import { bookingErrors, fieldOfPath, REVIEW_STEP, stepErrors, stepOfPath, type FieldErrors } from './validation';

export interface BookingFormState {
  initialValues: BookingFormValues;
  initialStep: number;
  draftId: string | null;
  /** Booking a quotation: route and cargo are the quotation's (the form starts at the parties and goes no further back). */
  quotation?: QuotationSource | null;
}

/** The parties step: a booking from a quotation starts there. */
export const PARTIES_STEP = 3;

type Rules = Record<string, Rule<BookingFormValues>[]>;
const toRules = (errors: FieldErrors): Rules => Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, [() => message]]));

/**
 * The stepped create form: the form kit (validate on submit, scroll to the first error, a
 * change clears its field's error) with one "submit" per step, checked by that step's part
 * of the contracts' schemas; the last step checks the whole booking and creates it.
 */
export function useBookingForm({ initialValues, initialStep, draftId: initialDraftId, quotation = null }: BookingFormState) {
  const navigate = useNavigate();
  const [step, setStep] = useState(initialStep);
  const [draftId, setDraftId] = useState(initialDraftId);
  const [draftSaving, setDraftSaving] = useState(false);
  const [draftSavedAt, setDraftSavedAt] = useState<string | null>(null);
  /** Bumped when errors moved the form to another step: the page focuses the first one there. */
  const [errorJumps, setErrorJumps] = useState(0);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  // The kit checks `rules` on submit; they are filled from the step's schema errors just before.
  const rules = useRef<Rules>({}).current;

  const showErrors = (errors: FieldErrors) => {
    form.setErrors(errors);
    setStep(Math.min(...Object.keys(errors).map(stepOfPath)));
    setErrorJumps((n) => n + 1);
  };

  const submitBooking = async (values: BookingFormValues) => {
    const errors = bookingErrors(values);
    if (Object.keys(errors).length) return showErrors(errors);
    const body = toBookingInput(values, draftId);
    if (quotation) {
      const booking = await bookQuotation(quotation, { shipper: body.shipper, consignee: body.consignee, notifyParty: body.notifyParty, customerReference: body.customerReference });
      navigate(paths.booking(booking.id));
      return;
    }
    const text = JSON.stringify(body);
    // A retry of the same request keeps its key (the server answers with the booking it made);
    // a changed request is a new attempt, since the server refuses a key reused for other content.
    if (attempt.current?.body !== text) attempt.current = { key: newIdempotencyKey(), body: text };
    const booking = await createBooking(body, attempt.current.key);
    navigate(paths.booking(booking.id));
  };

  const form = useForm<BookingFormValues>({
    initialValues,
    rules,
    onSubmit: (values) => (step < REVIEW_STEP ? setStep(step + 1) : submitBooking(values)),
    onError: (error) => showFormError(error, showErrors, { fieldOf: fieldOfPath, labels: BOOKING_FIELD_LABELS }),
  });

  const handleSubmit = async (event?: FormEvent) => {
    const found = step < REVIEW_STEP ? stepErrors(step, form.values) : {};
    for (const key of Object.keys(rules)) delete rules[key];
    Object.assign(rules, toRules(found));
    // Errors of other steps (from the API, or the whole-booking check) stay until their fields change.
    const carried = Object.fromEntries(Object.entries(form.errors).filter(([path]) => stepOfPath(path) !== step));
    await form.handleSubmit(event);
    if (step < REVIEW_STEP && Object.keys(carried).length) form.setErrors({ ...carried, ...found });
  };

  const saveAsDraft = async () => {
    setDraftSaving(true);
    try {
      const v = form.values;
      // The form state goes whole under `values`; the route and cargo type beside it name the draft in the list (the API's title).
      const data = { origin: v.origin, destination: v.destination, cargo: { type: v['cargo.type'] }, values: v };
      const saved = await saveDraft(draftId, { mode: v.mode || null, step, data });
      setDraftId(saved.id);
      setDraftSavedAt(saved.updatedAt);
      // The address now resumes this draft (a reload continues where the user is).
      if (saved.id !== draftId) navigate(`${paths.bookingCreate()}?draft=${encodeURIComponent(saved.id)}`, { replace: true });
    } catch (error) {
      errorModal.show(error);
    } finally {
      setDraftSaving(false);
    }
  };

  return { form: { ...form, handleSubmit }, step, back: () => setStep((s) => Math.max(quotation ? PARTIES_STEP : 0, s - 1)), firstStep: quotation ? PARTIES_STEP : 0, draftId, draftSaving, draftSavedAt, saveAsDraft, errorJumps };
}
