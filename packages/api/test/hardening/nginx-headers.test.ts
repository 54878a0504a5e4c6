import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths } from '@freightdeck/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';

const DEPLOY = path.resolve(__dirname, '..', '..', '..', '..', 'shell', 'deploy');

interface Directive { name: string; args: string[]; block?: Directive[] }

/** nginx's configuration syntax, as far as shell/deploy uses it: directives, blocks, quotes, comments, includes. */
function parseNginx(text: string, readInclude: (file: string) => string): Directive[] {
  const tokens = [...text.replace(/#[^\n]*/g, '').matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"']+)/g)].map((m) => (m[1] ?? m[2] ?? m[3] ?? m[4])!);
  let at = 0;
  const block = (): Directive[] => {
    const out: Directive[] = [];
    while (at < tokens.length && tokens[at] !== '}') {
      const words: string[] = [];
      while (tokens[at] !== ';' && tokens[at] !== '{') words.push(tokens[at++]!);
      const [name, ...args] = words;
      if (tokens[at++] === '{') {
        out.push({ name: name!, args, block: block() });
        at += 1; // }
      } else if (name === 'include') {
        out.push(...parseNginx(readInclude(args[0]!), readInclude));
      } else {
        out.push({ name: name!, args });
      }
    }
    return out;
  };
  return block();
}

/** The headers nginx adds to a URL: the location nginx picks (after a try_files fallback), else the server's. */
function nginxHeaders(config: Directive[], url: string, scheme: 'http' | 'https'): Record<string, string> {
  const server = config.find((d) => d.name === 'server')!.block!;
  const locations = server.filter((d) => d.name === 'location');
  const pick = (uri: string) => {
    const exact = locations.find((l) => l.args[0] === '=' && l.args[1] === uri);
    if (exact) return exact;
    const regex = locations.find((l) => l.args[0] === '~' && new RegExp(l.args[1]!).test(uri));
    if (regex) return regex;
    return locations.filter((l) => l.args.length === 1 && uri.startsWith(l.args[0]!)).sort((a, b) => b.args[0]!.length - a.args[0]!.length)[0];
  };
  let location = pick(url.split('?')[0]!);
  // Pages are not files: try_files falls back to its last URI, an internal redirect to that location.
  const tryFiles = location?.block?.find((d) => d.name === 'try_files');
  if (tryFiles && tryFiles.args.at(-1)!.startsWith('/')) location = pick(tryFiles.args.at(-1)!);
  const own = location?.block?.filter((d) => d.name === 'add_header') ?? [];
  const added = own.length > 0 ? own : server.filter((d) => d.name === 'add_header');
  const map = config.find((d) => d.name === 'map' && d.args[1] === '$hsts')!;
  const forScheme = `${scheme}:`;
  const hsts = map.block!.find((d) => d.name.startsWith('~') && new RegExp(d.name.slice(1)).test(forScheme))?.args[0] ?? map.block!.find((d) => d.name === 'default')!.args[0]!;
  const headers: Record<string, string> = {};
  for (const { args: [name, value] } of added) {
    const resolved = value === '$hsts' ? hsts : value!;
    if (resolved !== '') headers[name!.toLowerCase()] = resolved;
  }
  return headers;
}

/** Headers about the transport or this one answer, not its security. */
const NOT_COMPARED = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'accept-ranges', 'last-modified', 'etag', 'vary', 'content-encoding', 'transfer-encoding', 'x-request-id']);
/** The CSP's report-uri names the development collector, which the production image has not. */
const policy = (csp: string | undefined) => (csp ?? '').split(';').map((d) => d.trim().split(/\s+/).join(' ')).filter((d) => d && !d.startsWith('report-uri')).sort();

/**
 * shell/deploy/nginx.conf, which serves the shell in docker-compose.yml, sends the same security
 * headers as the Node portal for the same pages (docs/adr/017-hardening.md#security-headers): the
 * portal is started with the remotes of shell/deploy/remotes.compose.json (the /remotes.json of the
 * nginx image), and each page's headers are compared, the CSP directive by directive.
 */
describe('shell/deploy/nginx.conf', () => {
  let t: TestApp;
  let staticRoot: string;
  let nginx: Directive[];
  beforeAll(async () => {
    const read = (file: string) => readFile(path.join(DEPLOY, file), 'utf8');
    const snippets = new Map([[path.basename('/etc/nginx/snippets/security-headers.conf'), await read('security-headers.conf')]]);
    nginx = parseNginx(await read('nginx.conf'), (file) => {
      const text = snippets.get(path.basename(file));
      if (text === undefined) throw new Error(`nginx.conf includes ${file}, which shell/deploy does not have`);
      return text;
    });
    staticRoot = await mkdtemp(path.join(tmpdir(), 'fd-nginx-'));
    await mkdir(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Freightdeck</title>');
    t = await createTestApp({ seed: false, env: { STATIC_ROOT: staticRoot, TRUST_PROXY: 'true', REMOTES: await read('remotes.compose.json') } });
  });
  afterAll(async () => {
    await t.close();
    await rm(staticRoot, { recursive: true, force: true });
  });

  const pages = ['/', '/login', '/dashboard', '/bookings', `${paths.bookingPrint('FD-1')}?token=secret`, `${paths.bookingDelivery('FD-1')}?token=secret`, '/remotes.json'];

  it.each(pages.flatMap((url) => [[url, 'http'], [url, 'https']] as const))('%s over %s: the same headers as the Node portal', async (url, scheme) => {
    const node = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(scheme === 'https' ? { 'x-forwarded-proto': 'https' } : {}) } });
    expect(node.statusCode).toBe(200);
    const fromNode = Object.fromEntries(Object.entries(node.headers).filter(([name]) => !NOT_COMPARED.has(name)).map(([name, value]) => [name, String(value)]));
    const fromNginx = nginxHeaders(nginx, url, scheme);
    expect(Object.keys(fromNginx).sort()).toEqual(Object.keys(fromNode).sort());
    expect(policy(fromNginx['content-security-policy'])).toEqual(policy(fromNode['content-security-policy']));
    const rest = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).filter(([name]) => name !== 'content-security-policy'));
    expect(rest(fromNginx)).toEqual(rest(fromNode));
    expect(fromNginx['referrer-policy']).toBe('no-referrer');
    expect(fromNginx['strict-transport-security'] !== undefined).toBe(scheme === 'https');
  });

  it('passes /v1 through to the API untouched: no header of its own, the API sends its own (no-store on tokens included)', () => {
    const server = nginx.find((d) => d.name === 'server')!.block!;
    expect(server.filter((d) => d.name === 'add_header')).toEqual([]);
    const api = server.find((d) => d.name === 'location' && d.args[0] === '/v1/')!;
    expect(api.block!.filter((d) => d.name === 'add_header')).toEqual([]);
    expect(nginxHeaders(nginx, '/v1/auth/login', 'https')).toEqual({});
  });
});
