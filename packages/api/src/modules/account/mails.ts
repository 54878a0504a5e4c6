import type { MailMessage } from '../../mail';

/**
 * The password reset e-mail: plain text, the link and how long it works. Tokens only ever travel
 * in the link, never in the subject (lock screens and mail lists show subjects).
 */
export function resetPasswordMail(to: { email: string; firstName: string }, link: string): MailMessage {
  return {
    to: to.email,
    subject: 'Reset your Freightdeck password',
    text:
      `Hello ${to.firstName},\n\n` +
      `someone (we hope you) asked to reset the password of your Freightdeck account.\n\n` +
      `Choose a new password here:\n${link}\n\n` +
      `The link works once and for 1 hour. After that, ask for a new one on the sign-in page.\n\n` +
      `If you did not ask for this, ignore this e-mail: your password stays as it is.\n`,
  };
}
