import { OutboxResponseSchema } from '@freightdeck/contracts';
import { createOutboxMailer } from '../../../src/mail/outbox-mailer';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('GET /v1/dev/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('lists stored mail newest first, filtered by recipient, and logs the first link', async () => {
    const info = jest.fn();
    const mailer = createOutboxMailer(t.database.db, { info } as never);
    await mailer.send({ to: 'Pat@Example.test', subject: 'First', text: 'Open https://portal.test/activate?token=abc, then sign in.' });
    await mailer.send({ to: 'someone@else.test', subject: 'Other', text: 'no link' });
    await mailer.send({ to: 'pat@example.test', subject: 'Second', text: 'again', html: '<p>again</p>' });
    expect(info).toHaveBeenCalledWith({ mail: { to: 'Pat@Example.test', subject: 'First', link: 'https://portal.test/activate?token=abc' } }, expect.any(String));

    const response = await t.app.inject({ method: 'GET', url: '/v1/dev/outbox?to=PAT@example.test' });
    expect(response.statusCode).toBe(200);
    const { messages } = OutboxResponseSchema.parse(response.json());
    expect(messages.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(messages[0]).toMatchObject({ to: 'pat@example.test', html: '<p>again</p>' });

    const all = OutboxResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/v1/dev/outbox' })).json());
    expect(all.messages).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: '/v1/dev/outbox?limit=0' })).statusCode).toBe(400);
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) } });
  });
  afterAll(() => t.close());

  it('has no outbox endpoint', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
