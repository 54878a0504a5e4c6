import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '../../lib/app-error';

const WINDOW = 64 * 1024;

export const tooLarge = (maxBytes: number) =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', `A document may be at most ${Math.round(maxBytes / 1024 / 1024)} MB`, { maxBytes });

/**
 * Passes an upload through on its way to storage, noting what the document row needs: its
 * size, SHA-256, and its first and last 64 KB (for the content check). Fails past `maxBytes`.
 */
export class UploadInspector extends Transform {
  private readonly hash = createHash('sha256');
  private headChunks: Buffer[] = [];
  private headLength = 0;
  private tailBuffer = Buffer.alloc(0);
  size = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      callback(tooLarge(this.maxBytes));
      return;
    }
    this.hash.update(chunk);
    if (this.headLength < WINDOW) {
      this.headChunks.push(chunk.subarray(0, WINDOW - this.headLength));
      this.headLength += Math.min(chunk.length, WINDOW - this.headLength);
    }
    const joined = Buffer.concat([this.tailBuffer, chunk]);
    this.tailBuffer = joined.subarray(Math.max(0, joined.length - WINDOW));
    callback(null, chunk);
  }

  get head(): Buffer {
    return Buffer.concat(this.headChunks);
  }

  get tail(): Buffer {
    return this.tailBuffer;
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}
