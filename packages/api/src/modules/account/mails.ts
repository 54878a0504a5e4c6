import type { MailMessage } from '../../mail';

/**
 * The account e-mails: plain text, the link and how long it works. Tokens only ever travel
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

export function invitationMail(
  to: { email: string; firstName: string },
  link: string,
  context: { organizationName: string | null; invitedBy: string | null },
): MailMessage {
  const who = context.invitedBy ? `${context.invitedBy} has invited you` : 'You have been invited';
  const where = context.organizationName ? ` to join ${context.organizationName} on Freightdeck` : ' to Freightdeck';
  return {
    to: to.email,
    subject: context.organizationName ? `You are invited to ${context.organizationName} on Freightdeck` : 'You are invited to Freightdeck',
    text:
      `Hello ${to.firstName},\n\n` +
      `${who}${where}, the portal for booking and following air and sea freight.\n\n` +
      `Activate your account and choose a password here:\n${link}\n\n` +
      `The invitation is valid for 7 days and works once. If it has expired, ask the person who invited you for a new one.\n`,
  };
}
