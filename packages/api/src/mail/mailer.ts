/** An e-mail the server sends (2FA codes now; invitations and resets later). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

/** The first http(s) link in a text, for the development log line. */
export function firstLink(text: string): string | null {
  const link = /https?:\/\/[^\s"'<>]+/.exec(text)?.[0];
  return link ? link.replace(/[.,;:!?)\]]+$/, '') : null;
}
