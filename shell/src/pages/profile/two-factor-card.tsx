import { useState } from 'react';
import { startTotpEnrolment } from '@freightdeck/auth';
import type { SecurityPatchBody, SecuritySettings, TotpEnrolment, TwoFaMethod } from '@freightdeck/contracts';
import { Button, CheckboxField, errorModal, Form, FormActions, RadioGroup, Skeleton, TextField, useForm } from '@freightdeck/ui';
import { Card, CardTitle, FormSkeleton, Muted, NarrowOnly, Saved } from './profile.styles';
import { TotpQrCode } from './totp-enrolment';
import type { useSecurityPatch } from './use-security-patch';

type Values = { enabled: boolean; method: TwoFaMethod; totpCode: string };

function describe(settings: SecuritySettings): string {
  if (!settings.twoFaEnabled) return 'Off: you sign in with your password only.';
  return settings.twoFaMethod === 'TOTP'
    ? 'On: you confirm each sign-in with a code from your authenticator app.'
    : `On: you confirm each sign-in with a code sent to ${settings.email}.`;
}

/** Two-factor on/off and its method, with the authenticator-app (TOTP) enrolment. */
export function TwoFactorCard({ settings, patch }: { settings: SecuritySettings; patch: ReturnType<typeof useSecurityPatch>['patch'] }) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [saved, setSaved] = useState(false);
  const [starting, setStarting] = useState(false);
  const form = useForm<Values>({
    initialValues: { enabled: settings.twoFaEnabled, method: settings.twoFaMethod, totpCode: '' },
    rules: {
      totpCode: [(code, values) => (needsEnrolment(values) && !/^\d{6}$/.test(code) ? 'Enter the 6-digit code from the app' : undefined)],
    },
    onSubmit: async (values) => {
      setSaved(false);
      const body: SecurityPatchBody = {};
      if (values.enabled !== settings.twoFaEnabled) body.twoFaEnabled = values.enabled;
      if (values.method !== settings.twoFaMethod) body.twoFaMethod = values.method;
      if (needsEnrolment(values)) {
        body.twoFaMethod = 'TOTP';
        body.totpCode = values.totpCode;
      }
      const next = await patch(body); // nothing changed: the server answers NOTHING_TO_CHANGE
      form.reset({ enabled: next.twoFaEnabled, method: next.twoFaMethod, totpCode: '' });
      if (next.totpEnrolled) setEnrolment(null);
      setSaved(true);
    },
  });
  const needsEnrolment = (values: Values) => values.method === 'TOTP' && !settings.totpEnrolled;
  const { enabled, method } = form.values;

  const chooseMethod = async (next: TwoFaMethod) => {
    form.setValue('method', next);
    setSaved(false);
    if (next !== 'TOTP' || settings.totpEnrolled || enrolment) return;
    setStarting(true);
    try {
      setEnrolment(await startTotpEnrolment());
    } catch (error) {
      errorModal.show(error);
      form.setValue('method', 'EMAIL');
    } finally {
      setStarting(false);
    }
  };

  return (
    <Card aria-labelledby="two-factor-title">
      <CardTitle id="two-factor-title">Two-factor verification</CardTitle>
      <Muted>{describe(settings)}</Muted>
      {saved && <Saved role="status">Your two-factor settings have been saved.</Saved>}
      <Form form={form} aria-labelledby="two-factor-title">
        <CheckboxField
          label="Ask for a verification code when I sign in"
          checked={enabled}
          onChange={(e) => { form.setValue('enabled', e.target.checked); setSaved(false); }}
        />
        <RadioGroup<TwoFaMethod>
          legend="Verification method"
          name="twoFaMethod"
          value={method}
          onChange={(m) => void chooseMethod(m)}
          options={[
            { value: 'EMAIL', label: 'E-mail code', hint: `A 6-digit code sent to ${settings.email}` },
            { value: 'TOTP', label: 'Authenticator app', hint: settings.totpEnrolled ? 'Your app is set up' : 'Scan a QR code once, then use the app’s codes' },
          ]}
        />
        {method === 'TOTP' && !settings.totpEnrolled && (
          starting || !enrolment
            ? <Muted role="status">Preparing your QR code…</Muted>
            : (
              <>
                <TotpQrCode enrolment={enrolment} />
                <TextField label="Code from the app" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required {...form.field('totpCode')} />
              </>
            )
        )}
        <FormActions>
          <Button type="submit" disabled={form.submitting || starting}>{form.submitting ? 'Saving…' : 'Save'}</Button>
        </FormActions>
      </Form>
    </Card>
  );
}

/** The card while the settings load, at the size of the form it becomes (description, switch, two methods, Save). */
export function TwoFactorSkeleton() {
  return (
    <Card aria-labelledby="two-factor-title" aria-busy="true">
      <CardTitle id="two-factor-title">Two-factor verification</CardTitle>
      <Muted><Skeleton width="22em" /><NarrowOnly><Skeleton width="8em" /></NarrowOnly></Muted>
      <FormSkeleton>
        <Muted><Skeleton width="20em" /><NarrowOnly><Skeleton width="8em" /></NarrowOnly></Muted>
        <div>
          <Skeleton width="10em" />
          <div><Skeleton width="7em" /><small><Skeleton width="16em" /><NarrowOnly><Skeleton width="8em" /></NarrowOnly></small></div>
          <div><Skeleton width="9em" /><small><Skeleton width="18em" /><NarrowOnly><Skeleton width="8em" /></NarrowOnly></small></div>
        </div>
        <Skeleton shape="block" width={72} height={36} />
      </FormSkeleton>
    </Card>
  );
}
