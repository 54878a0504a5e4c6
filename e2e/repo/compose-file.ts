import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';

export const WORKSPACE = resolve(__dirname, '..', '..');

export interface ComposeService {
  build?: { context: string; dockerfile?: string; args?: Record<string, string> };
  image?: string;
  ports?: string[];
  volumes?: string[];
}

export function readCompose(): { services: Record<string, ComposeService> } {
  const text = readFileSync(join(WORKSPACE, 'docker-compose.yml'), 'utf8');
  return parse(text, { merge: true });
}

/** Local sources of a Dockerfile's COPY/ADD lines (not `--from=` stages), with ARGs filled in. */
export function dockerfileSources(dockerfile: string, args: Record<string, string>): string[] {
  const sources: string[] = [];
  for (const raw of readFileSync(dockerfile, 'utf8').split('\n')) {
    const line = raw.trim();
    if (!/^(COPY|ADD)\s/i.test(line) || /--from=/i.test(line)) continue;
    const parts = line.split(/\s+/).slice(1).filter((p) => !p.startsWith('--'));
    for (const source of parts.slice(0, -1)) {
      sources.push(source.replace(/\$\{?(\w+)\}?/g, (_, name: string) => args[name] ?? `<unset ${name}>`));
    }
  }
  return sources;
}

/** Host paths of bind mounts (`./x:/y`), relative to the compose file. */
export function bindMounts(service: ComposeService): string[] {
  return (service.volumes ?? [])
    .map((v) => v.split(':')[0] ?? '')
    .filter((host) => host.startsWith('.') || host.startsWith('/'));
}

export function publishedPort(service: ComposeService): number | null {
  const first = service.ports?.[0];
  if (!first) return null;
  return Number(String(first).split(':')[0]);
}

export function exists(path: string): boolean {
  return existsSync(path);
}

export { dirname, join };
