import { existsSync } from 'node:fs';
import path from 'node:path';

/** The pnpm workspace root: the nearest folder upwards holding pnpm-workspace.yaml. */
export function findWorkspaceRoot(from: string = process.cwd()): string {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from);
    dir = parent;
  }
}

/** The workspace root seen from this source file (works from src/ and from a bundle in dist/). */
export const WORKSPACE_ROOT = findWorkspaceRoot(__dirname);
