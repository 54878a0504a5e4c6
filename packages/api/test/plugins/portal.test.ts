import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/test-app';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function fakeStaticRoot({ shell = true }: { shell?: boolean } = {}): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'freightdeck-static-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  if (shell) {
    write('shell/dist/index.html', '<!doctype html><title>Freightdeck</title><div id="root"></div>');
    write('shell/dist/main.js', 'console.log("shell");');
    write('shell/dist/412.0123abcd89.js', 'console.log("chunk");');
    write('shell/dist/vendor.js', `/* ${'freight '.repeat(2000)} */`);
  }
  write('mfe-bookings/dist/mf-manifest.json', '{"name":"bookings"}');
  write('mfe-bookings/dist/remoteEntry.js', 'var bookings;');
  write('mfe-bookings/dist/routes.5f3e2a1b.js', 'export {};');
  return root;
}

describe('one port for the portal', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fakeStaticRoot();
    t = await createTestApp({ seed: false, env: { STATIC_ROOT: root, REMOTES: '{"reports":"https://cdn.example.com/reports/2.0.0/mf-manifest.json"}' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves /remotes.json: the defaults, with REMOTES overriding by name, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      bookings: '/remotes/bookings/mf-manifest.json', quotations: '/remotes/quotations/mf-manifest.json',
      organizations: '/remotes/organizations/mf-manifest.json', track: '/remotes/track/mf-manifest.json',
      reports: 'https://cdn.example.com/reports/2.0.0/mf-manifest.json',
    });
  });

  it('serves a remote: entry files uncached, other files long-lived', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/remotes/bookings/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'bookings' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await t.app.inject({ method: 'GET', url: '/remotes/bookings/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['content-type']).toContain('javascript');
    const chunk = await t.app.inject({ method: 'GET', url: '/remotes/bookings/routes.5f3e2a1b.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing remote file or an unbuilt remote with a JSON 404', async () => {
    for (const url of ['/remotes/bookings/nope.js', '/remotes/track/mf-manifest.json']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('serves the shell at / and its files, hashed ones long-lived', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<div id="root">');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/main.js' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/412.0123abcd89.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to index.html for page loads (a reload of /bookings/123)', async () => {
    for (const url of ['/bookings/123', '/track-and-trace/share/abc?x=1', '/login']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Freightdeck</title>');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/bookings/123', headers: html })).statusCode).toBe(200);
  });

  it('answers other misses with a JSON 404', async () => {
    const cases = [
      { method: 'GET' as const, url: '/bookings/123', headers: { accept: 'application/json' } },
      { method: 'GET' as const, url: '/v1/no-such-resource/123', headers: html },
      { method: 'GET' as const, url: '/healthz/x', headers: html },
      { method: 'POST' as const, url: '/bookings/123', headers: html },
      { method: 'GET' as const, url: '/missing.js', headers: {} },
    ];
    for (const request of cases) {
      const response = await t.app.inject(request);
      expect([request.url, response.statusCode]).toEqual([request.url, 404]);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('compresses responses when the client accepts it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/vendor.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('without a built shell', () => {
  it('starts anyway and answers pages with 503 and a clear text', async () => {
    const root = fakeStaticRoot({ shell: false });
    const t = await createTestApp({ seed: false, env: { STATIC_ROOT: root } });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: html });
      expect(page.statusCode).toBe(503);
      expect(page.body).toBe('The shell is not built: run pnpm build');
      expect((await t.app.inject({ method: 'GET', url: '/remotes/bookings/mf-manifest.json' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
