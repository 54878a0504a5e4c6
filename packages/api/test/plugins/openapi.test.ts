import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Operation {
  requestBody?: { content: Record<string, { schema: object }> };
  parameters?: { in: string; name: string; schema: object }[];
  responses: Record<string, { description?: string; content?: Record<string, { schema: object }> }>;
  security?: unknown[];
}

describe('GET /v1/openapi.json', () => {
  let t: TestApp;
  let document: { openapi: string; paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const response = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', () => {
    const result = spawnSync(process.execPath, [path.join(__dirname, '../helpers/validate-openapi.mjs')], {
      input: JSON.stringify(document), encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' },
    });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ valid: true, version: '3.1', errors: null });
    expect(document.openapi).toBe('3.1.0');
  });

  it('gives every /v1 operation a request schema and a response schema', () => {
    const operations = Object.entries(document.paths).flatMap(([url, methods]) => Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${url}`, op })));
    expect(operations.map((o) => o.name)).toEqual(expect.arrayContaining([
      'POST /v1/auth/login', 'POST /v1/auth/two-fa/send', 'POST /v1/auth/token/refresh', 'POST /v1/auth/logout', 'GET /v1/users/self', 'GET /v1/dev/outbox',
    ]));
    for (const { name, op } of operations.filter((o) => o.name.includes(' /v1/'))) {
      const hasRequest = Boolean(op.requestBody?.content['application/json']?.schema) || (op.parameters?.length ?? 0) > 0;
      expect([name, hasRequest]).toEqual([name, true]);
      const success = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      expect([name, success.length]).toEqual([name, 1]);
      const [status, response] = success[0]!;
      if (status !== '204') expect([name, Boolean(response.content?.['application/json']?.schema)]).toEqual([name, true]);
      expect([name, Boolean(op.responses['500']?.content)]).toEqual([name, true]);
    }
  });

  it('documents bearer auth and the two-factor headers', () => {
    expect(document.paths['/v1/users/self']!.get!.security).toEqual([{ bearerAuth: [] }]);
    const headers = document.paths['/v1/auth/login']!.post!.parameters!.filter((p) => p.in === 'header').map((p) => p.name);
    expect(headers).toEqual(expect.arrayContaining(['x-2fa-token', 'x-2fa-code']));
  });

  it('serves the docs page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
