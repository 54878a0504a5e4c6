import type { TotpEnrolment } from '@freightdeck/contracts';
import { QrBox, Muted } from './profile.styles';

/**
 * The QR code of a pending authenticator-app enrolment. The SVG comes from our API, yet it is
 * shown as an image (a data URL), never inserted as markup: an <img> runs no script.
 */
export function TotpQrCode({ enrolment }: { enrolment: TotpEnrolment }) {
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`;
  return (
    <QrBox>
      <img src={src} alt="QR code to add Freightdeck to your authenticator app" width={160} height={160} />
      <div>
        <Muted>Scan the code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or enter this key:</Muted>
        <p><code aria-label="Setup key">{enrolment.secret}</code></p>
        <Muted>Then enter the 6-digit code the app shows.</Muted>
      </div>
    </QrBox>
  );
}
