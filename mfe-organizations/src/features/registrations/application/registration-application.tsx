import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingMask, PublicFrame } from '@freightdeck/ui';
import { useRegistrationLink } from '../api/public-registration';
import { ApplicationForm } from './application-form';
import type { ApplicationValues } from './application-values';
import { LinkCheckFailed, LinkProblem, linkProblemOf, type LinkProblemCode } from './link-problem';
import { ThankYou } from './thank-you';

/**
 * /registration?token=… (public: docs/product/screens.md#route-table): opened from the e-mailed
 * registration link. The link is read first (what pre-fills the form, or why it does not work);
 * then the application.
 */
export function RegistrationApplication() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { data: link, error, isLoading, mutate } = useRegistrationLink(token);
  const [problem, setProblem] = useState<LinkProblemCode | null>(null);
  const [submitted, setSubmitted] = useState<ApplicationValues | null>(null);

  if (submitted) return <ThankYou values={submitted} />;
  if (!token) return <LinkProblem code="INVALID_REGISTRATION_TOKEN" />;
  const refused = problem ?? linkProblemOf(error);
  if (refused) return <LinkProblem code={refused} />;
  if (error) return <LinkCheckFailed error={error} onRetry={() => void mutate()} />;
  return (
    <PublicFrame remote="organizations" maxWidth={760} title="Registration">
      {isLoading || !link
        ? <LoadingMask inline label="Checking your registration link" />
        : <ApplicationForm token={token} link={link} onSubmitted={setSubmitted} onLinkProblem={setProblem} />}
    </PublicFrame>
  );
}
