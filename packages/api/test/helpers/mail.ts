import type { FastifyInstance } from 'fastify';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

export async function outbox(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=50` });
  return response.json<{ messages: OutboxMessage[] }>().messages;
}

/**
 * Mail some flows send after answering (forgot password: the reply must not wait for SMTP):
 * polls the outbox until `count` messages are there.
 */
export async function waitForMail(app: FastifyInstance, to: string, count = 1): Promise<OutboxMessage[]> {
  for (let i = 0; i < 100; i += 1) {
    const messages = await outbox(app, to);
    if (messages.length >= count) return messages;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`expected ${count} e-mail(s) to ${to}`);
}

/** The token of the link `${PUBLIC_URL}/<page>?token=…` in a message. */
export function linkToken(message: OutboxMessage, page: 'reset-password' | 'activate'): string {
  const token = new RegExp(`/${page}\\?token=([\\w%-]+)`).exec(message.text)?.[1];
  if (!token) throw new Error(`no /${page} link in: ${message.text}`);
  return decodeURIComponent(token);
}
