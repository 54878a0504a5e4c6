import { useCallback } from 'react';
import type { RegistrationLinkInfo } from '@freightdeck/contracts';
import { useCallingCodes } from '@freightdeck/references';
import { Button, Form, FormActions, formatDate, useForm } from '@freightdeck/ui';
import { submitRegistration } from '../api/public-registration';
import { AdministratorFields } from './administrator-fields';
import { applicationRules, initialValues, toRequest, type ApplicationValues, type CallingCodeOf } from './application-values';
import { Lead, Note } from './application.styles';
import { CompanyFields } from './company-fields';
import { linkProblemOf, type LinkProblemCode } from './link-problem';
import { asFieldErrors } from './server-field-errors';

export interface ApplicationFormProps {
  token: string;
  link: RegistrationLinkInfo;
  onSubmitted: (values: ApplicationValues) => void;
  /** The link stopped working while the form was filled in (used meanwhile, or expired). */
  onLinkProblem: (code: LinkProblemCode) => void;
}

/** The application: the company and its first administrator, checked on submit, with the server's field errors on their fields. */
export function ApplicationForm({ token, link, onSubmitted, onLinkProblem }: ApplicationFormProps) {
  const { get } = useCallingCodes();
  const callingCodeOf: CallingCodeOf = useCallback((country) => get(country)?.callingCode, [get]);
  const form = useForm<ApplicationValues>({
    initialValues: initialValues(link),
    rules: applicationRules(callingCodeOf),
    onSubmit: async (values) => {
      try {
        await submitRegistration(toRequest(token, values, callingCodeOf));
      } catch (error) {
        const problem = linkProblemOf(error);
        if (problem) return onLinkProblem(problem);
        // Thrown on as a VALIDATION_ERROR of this form's fields: useForm marks them and scrolls to the first.
        throw asFieldErrors(error, values) ?? error;
      }
      onSubmitted(values);
    },
  });
  return (
    <>
      <Lead>
        Apply for a Freightdeck account for your company. Once our team has approved the application, the administrator receives an invitation by
        e-mail. This link works until {formatDate(link.expiresAt, 'dateTime')}.
      </Lead>
      {link.message && <Note aria-label="Message from Freightdeck">{link.message}</Note>}
      <Form form={form} aria-label="Registration application">
        <CompanyFields form={form} />
        <AdministratorFields form={form} />
        <FormActions>
          <Button type="submit" disabled={form.submitting}>{form.submitting ? 'Sending…' : 'Send application'}</Button>
        </FormActions>
      </Form>
    </>
  );
}
