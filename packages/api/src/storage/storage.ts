import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes live. Keys are made by the storage (random, never from a user's
 * file name), so a name like `../../etc/passwd` can never choose where bytes land. A filesystem
 * implementation today; an S3-compatible one can take its place behind the same calls.
 */
export interface FileStorage {
  /** Stores the bytes and answers their new key. A failing stream stores nothing. */
  put(content: Readable | Buffer): Promise<string>;
  /** The stored bytes, or null when the key holds nothing. */
  get(key: string): Promise<Readable | null>;
  /** Removes the bytes; a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}
