import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The newest e-mails to one address, from the development outbox (no SMTP_URL in e2e). */
export async function outboxFor(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get('/v1/dev/outbox', { params: { to } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/**
 * Waits for the newest e-mail to `to` whose text matches `pattern` and that was not in
 * `seenBefore`, and returns the pattern's first group (a code, a link…).
 */
export async function waitForMail(request: APIRequestContext, to: string, pattern: RegExp, seenBefore = 0): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const messages = await outboxFor(request, to);
      if (messages.length <= seenBefore) return undefined;
      found = pattern.exec(messages[0]?.text ?? '')?.[1];
      return found;
    }, { timeout: 10_000 })
    .toBeTruthy();
  return found!;
}

export const CODE_IN_MAIL = /verification code is (\d{6})/;
/** The path and query of the first portal link in a mail (the host is PUBLIC_URL). */
export const LINK_IN_MAIL = (path: string) => new RegExp(`https?://[^\\s/]+(${path.replace('/', '\\/')}\\?token=[\\w-]+)`);
