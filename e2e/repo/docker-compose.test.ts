import { readFileSync } from 'node:fs';
import { REMOTE_NAMES } from '@freightdeck/contracts';
import {
  WORKSPACE, bindMounts, dockerfileSources, exists, join, publishedPort, readCompose,
} from './compose-file';

const compose = readCompose();
const services = compose.services;

describe('docker-compose.yml', () => {
  it('has PostgreSQL, the API, the shell and each remote as its own service', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['api', 'postgres', 'shell', ...REMOTE_NAMES].sort(),
    );
  });

  it.each(Object.entries(services).filter(([, s]) => s.build))(
    '%s: its build context, Dockerfile and every file the Dockerfile copies exist',
    (_, service) => {
      const context = join(WORKSPACE, service.build!.context);
      expect(exists(context)).toBe(true);
      const dockerfile = join(context, service.build!.dockerfile ?? 'Dockerfile');
      expect(exists(dockerfile)).toBe(true);
      for (const source of dockerfileSources(dockerfile, service.build!.args ?? {})) {
        expect({ source, exists: exists(join(context, source)) }).toEqual({ source, exists: true });
      }
    },
  );

  it.each(Object.entries(services))('%s: every bind-mounted file exists', (_, service) => {
    for (const host of bindMounts(service)) expect({ host, exists: exists(join(WORKSPACE, host)) }).toEqual({ host, exists: true });
  });

  it('builds each remote from its own folder: the Dockerfile serves mfe-<REMOTE>/dist', () => {
    for (const name of REMOTE_NAMES) {
      const build = services[name]!.build!;
      expect(build.args).toEqual({ REMOTE: name });
      expect(exists(join(WORKSPACE, `mfe-${name}`, 'package.json'))).toBe(true);
      const dockerfile = readFileSync(join(WORKSPACE, build.context, build.dockerfile!), 'utf8');
      expect(dockerfile).toContain('/app/mfe-${REMOTE}/dist');
    }
  });

  it("points the shell's remotes configuration at the remote services", () => {
    const shell = services.shell!;
    const mount = (shell.volumes ?? []).find((v) => v.endsWith('/remotes.json:ro') || v.endsWith('/remotes.json'));
    expect(mount).toBeDefined();
    const remotes = JSON.parse(readFileSync(join(WORKSPACE, mount!.split(':')[0]!), 'utf8')) as Record<string, string>;
    expect(Object.keys(remotes).sort()).toEqual([...REMOTE_NAMES].sort());
    for (const name of REMOTE_NAMES) {
      const url = new URL(remotes[name]!);
      expect(url.pathname).toBe('/mf-manifest.json');
      expect(Number(url.port)).toBe(publishedPort(services[name]!));
    }
  });
});
