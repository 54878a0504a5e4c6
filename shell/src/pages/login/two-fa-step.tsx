import { TwoFaModal, type TwoFaModalProps } from '@freightdeck/ui';

/**
 * The sign-in's two-factor step in a chunk of its own: most users have no second factor, and
 * /login's first paint stays inside its budget (docs/adr/005).
 */
export default function TwoFaStep(props: TwoFaModalProps) {
  return <TwoFaModal {...props} />;
}
