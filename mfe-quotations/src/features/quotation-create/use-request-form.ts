import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@freightdeck/auth';
import { paths, type Quotation } from '@freightdeck/contracts';
import { errorModal, useForm, type Rule } from '@freightdeck/ui';
import { createQuotation, saveDraft } from '../shared';
import { fieldOfPath, requestErrors, toQuotationInput, type RequestValues } from './request-values';

type Rules = Record<string, Rule<RequestValues>[]>;

function validationDetails(error: unknown): Record<string, string> | null {
  const e = error as { code?: unknown; details?: unknown } | null;
  if (e?.code !== 'VALIDATION_ERROR' || !Array.isArray(e.details)) return null;
  const found: Record<string, string> = {};
  for (const d of e.details as { path?: unknown; message?: unknown }[]) {
    if (typeof d?.path === 'string' && typeof d.message === 'string') found[fieldOfPath(d.path)] ??= d.message;
  }
  return Object.keys(found).length ? found : null;
}

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
    onError: (error) => {
      const errors = validationDetails(error);
      if (errors) form.setErrors(errors);
      else errorModal.show(error);
    },
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
