import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@freightdeck/auth';
import { paths, type Quotation } from '@freightdeck/contracts';
import { errorModal, showFormError, useForm, type Rule } from '@freightdeck/ui';
import { createQuotation, saveDraft } from '../shared';
import { fieldOfPath, REQUEST_FIELD_LABELS, requestErrors, toQuotationInput, type RequestValues } from './request-values';

type Rules = Record<string, Rule<RequestValues>[]>;

/**
 * The request form: checked on submit by the contracts' schema (the API checks the same), then
 * priced by `POST /v1/quotations`; the quotation comes back with its options (or waiting for
 * the pricing desk). "Save as draft" keeps the form state under the quotation drafts.
 */
export function useRequestForm(initialValues: RequestValues, initialDraftId: string | null) {
  const navigate = useNavigate();
  const staff = Boolean(useCurrentUser().user?.userOfPrimaryOrganization);
  const [draftId, setDraftId] = useState(initialDraftId);
  const [draftSaving, setDraftSaving] = useState(false);
  const [draftSavedAt, setDraftSavedAt] = useState<string | null>(null);
  const [quotation, setQuotation] = useState<Quotation | null>(null);
  const [rules] = useState<Rules>({});

  const form = useForm<RequestValues>({
    initialValues,
    rules,
    onSubmit: async (values) => {
      const created = await createQuotation(toQuotationInput(values, draftId) as Parameters<typeof createQuotation>[0]);
      // The draft became the request (the server removed it).
      setDraftId(null);
      setQuotation(created);
    },
    // A VALIDATION_ERROR on the request's fields marks them, named; every other error to the Error modal (docs/product/errors.md#forms).
    onError: (error) => showFormError(error, form.setErrors, { fieldOf: fieldOfPath, labels: REQUEST_FIELD_LABELS }),
  });

  const handleSubmit = async (event?: React.FormEvent) => {
    const found = requestErrors(form.values, { customerRequired: staff });
    for (const key of Object.keys(rules)) delete rules[key];
    for (const [path, message] of Object.entries(found)) rules[path] = [() => message];
    await form.handleSubmit(event);
  };

  const saveAsDraft = async () => {
    setDraftSaving(true);
    try {
      const v = form.values;
      const data = { origin: v.origin, destination: v.destination, cargo: { type: v['cargo.type'] }, values: v };
      const saved = await saveDraft(draftId, { mode: v.mode || null, step: 0, data });
      setDraftId(saved.id);
      setDraftSavedAt(saved.updatedAt);
      if (saved.id !== draftId) navigate(`${paths.quotationCreate()}?draft=${encodeURIComponent(saved.id)}`, { replace: true });
    } catch (error) {
      errorModal.show(error);
    } finally {
      setDraftSaving(false);
    }
  };

  return { form: { ...form, handleSubmit }, quotation, setQuotation, draftSaving, draftSavedAt, saveAsDraft };
}
