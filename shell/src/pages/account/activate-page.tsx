import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import styled from 'styled-components';
import { activateAccount, getInvitation, rememberedEmail } from '@freightdeck/auth';
import { errorMessage, paths } from '@freightdeck/contracts';
import { Button, errorCode, Form, LoadingMask, TextField, useForm } from '@freightdeck/ui';
import { AuthCard, Footer, Notice } from './auth-card';
import { newPasswordRules } from './password-rules';

const Invited = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing(0.5, 2)};
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.medium}; overflow-wrap: anywhere; }
`;

type Values = { password: string; confirm: string };

/**
 * /activate?token=… (docs/product/sessions.md#passwords-and-account-links): an invited user sets a
 * password, then signs in.
 */
export default function ActivatePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { data: invitation, error, isLoading } = useSWR(token ? ['invitation', token] : null, () => getInvitation(token), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const form = useForm<Values>({
    initialValues: { password: '', confirm: '' },
    rules: newPasswordRules<Values>(),
    onSubmit: async ({ password }) => {
      await activateAccount({ token, password });
      if (invitation) rememberedEmail.set(invitation.email);
      navigate(paths.login(), { replace: true, state: { notice: 'activated' } });
    },
  });

  let body;
  if (!token) body = <Notice role="alert" data-tone="danger">{errorMessage('INVALID_ACTIVATION_TOKEN')}</Notice>;
  else if (isLoading) body = <LoadingMask inline label="Checking your invitation" />;
  else if (error || !invitation) body = <Notice role="alert" data-tone="danger">{errorMessage(errorCode(error))}</Notice>;
  else {
    body = (
      <>
        <Invited aria-label="Invitation">
          <dt>Name</dt>
          <dd>{`${invitation.firstName} ${invitation.lastName}`.trim()}</dd>
          <dt>E-mail</dt>
          <dd>{invitation.email}</dd>
          {invitation.organizationName && (
            <>
              <dt>Organization</dt>
              <dd>{invitation.organizationName}</dd>
            </>
          )}
        </Invited>
        <Form form={form} aria-label="Choose a password">
          <input type="email" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
          <TextField label="Password" type="password" autoComplete="new-password" required {...form.field('password')} />
          <TextField label="Repeat password" type="password" autoComplete="new-password" required {...form.field('confirm')} />
          <Button type="submit" disabled={form.submitting}>{form.submitting ? 'Activating…' : 'Activate account'}</Button>
        </Form>
      </>
    );
  }

  return (
    <AuthCard title="Activate your account" lead={invitation ? `Welcome, ${invitation.firstName}. Choose a password to finish.` : 'Accept your invitation to Freightdeck.'}>
      {body}
      <Footer>
        <RouterLink to={paths.login()}>Back to sign in</RouterLink>
      </Footer>
    </AuthCard>
  );
}
