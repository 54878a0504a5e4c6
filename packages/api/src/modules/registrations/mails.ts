import type { MailMessage } from '../../mail';

/**
 * The registration e-mails: plain text like the account e-mails. The link's token travels
 * only in the link, never in the subject.
 */

const day = (at: Date) => at.toISOString().slice(0, 10);

/** To the prospective customer: the link to the application form. */
export function registrationLinkMail(
  to: string,
  link: string,
  context: { companyName: string; message: string; sentBy: string | null; expiresAt: Date },
): MailMessage {
  const who = context.sentBy ? `${context.sentBy} of Freightdeck invites you` : 'You are invited';
  const company = context.companyName ? ` ${context.companyName}` : ' your company';
  const note = context.message ? `\n${context.sentBy ?? 'Freightdeck'} writes:\n\n  ${context.message.replace(/\n/g, '\n  ')}\n` : '';
  return {
    to,
    subject: 'Register your company on Freightdeck',
    text:
      `Hello,\n\n` +
      `${who} to register${company} on Freightdeck, the portal for booking and following air and sea freight.\n${note}\n` +
      `Tell us about the company and its first administrator here:\n${link}\n\n` +
      `The link works for one application until ${day(context.expiresAt)} (14 days). We review each application and ` +
      `e-mail the administrator an invitation once it is approved.\n`,
  };
}

/** To the staff member who sent the link: an application awaits review. */
export function applicationReceivedMail(
  to: { email: string; firstName: string },
  link: string,
  application: { companyName: string; administratorName: string; administratorEmail: string },
): MailMessage {
  return {
    to: to.email,
    subject: `Registration of ${application.companyName} awaits review`,
    text:
      `Hello ${to.firstName},\n\n` +
      `${application.companyName} has applied through the registration link you sent; ` +
      `its first administrator would be ${application.administratorName} <${application.administratorEmail}>.\n\n` +
      `Review the application (approve or reject) here:\n${link}\n`,
  };
}

/** To the applicant's administrator: the application was rejected, and why. */
export function applicationRejectedMail(
  to: { email: string; firstName: string },
  application: { companyName: string; reason: string },
): MailMessage {
  return {
    to: to.email,
    subject: `Your Freightdeck registration of ${application.companyName}`,
    text:
      `Hello ${to.firstName},\n\n` +
      `thank you for applying to register ${application.companyName} on Freightdeck. We cannot approve the application:\n\n` +
      `  ${application.reason.replace(/\n/g, '\n  ')}\n\n` +
      `If you have questions or want to apply again, reply to the person who sent you the registration link.\n`,
  };
}
