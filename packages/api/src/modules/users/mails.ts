import type { MailMessage } from '../../mail';

/**
 * The invitation e-mail: plain text, the link and how long it works. The token only ever
 * travels in the link, never in the subject (lock screens and mail lists show subjects).
 */
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
