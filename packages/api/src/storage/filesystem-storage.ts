import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './storage';

// Keys are `ab/<uuid>`: two hex characters fan the files out over 256 folders.
const KEY = /^[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Files under `root`, written to a temporary name first so a key never points to half a file. */
export function createFilesystemStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    // Only keys this storage made are opened: nothing outside root is reachable.
    if (!KEY.test(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(root, key);
  };

  return {
    async put(content) {
      const id = randomUUID();
      const key = `${id.slice(0, 2)}/${id}`;
      const target = pathOf(key);
      const partial = `${target}.partial`;
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await pipeline(Buffer.isBuffer(content) ? Readable.from([content]) : content, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return key;
    },
    async get(key) {
      const file = pathOf(key);
      try {
        // Opened here so a missing file is null rather than an error mid-response; the stream closes the handle.
        const handle = await open(file, 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
