import type { Multipart } from '@fastify/multipart';
import { DocumentTypeSchema } from '@freightdeck/contracts';
import { AppError, errors } from '../../lib/app-error';
import type { FileStorage } from '../../storage/storage';
import { cleanFileName } from './content-disposition';
import { ACCEPTED_KINDS, detectFileKind } from './file-kind';
import { tooLarge, UploadInspector } from './upload-inspector';

export interface StoredUpload {
  key: string;
  type: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

const unsupported = () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `This file is not an accepted document: send a ${ACCEPTED_KINDS} file`, { accepted: ACCEPTED_KINDS });

/**
 * Reads `type`, then `file`, of a multipart upload and stores the file. Whatever fails (no type,
 * an unknown type, too large, not an accepted kind of file) leaves nothing stored.
 */
export async function storeUpload(parts: AsyncIterableIterator<Multipart>, storage: FileStorage, maxBytes: number): Promise<StoredUpload> {
  let type: string | undefined;
  let stored: StoredUpload | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'type') type = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || stored) {
        part.file.resume();
        continue;
      }
      const parsedType = DocumentTypeSchema.safeParse(type);
      if (!parsedType.success) {
        part.file.resume();
        throw errors.validation([{ path: 'type', message: type === undefined ? 'is required, before the file' : 'is not a document type' }]);
      }
      const inspector = new UploadInspector(maxBytes);
      // pipe() does not forward errors; an aborted upload must fail the store too.
      part.file.on('error', (error) => inspector.destroy(error));
      const key = await storage.put(part.file.pipe(inspector));
      const kind = part.file.truncated ? null : detectFileKind(inspector.head, inspector.tail);
      if (!kind) {
        await storage.delete(key);
        throw part.file.truncated ? tooLarge(maxBytes) : unsupported();
      }
      stored = { key, type: parsedType.data, fileName: cleanFileName(part.filename, kind.extension), contentType: kind.contentType, sizeBytes: inspector.size, sha256: inspector.digest() };
    }
  } catch (error) {
    if (stored) await storage.delete(stored.key);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw error;
  }
  if (!stored) throw errors.validation([{ path: 'file', message: 'is required' }]);
  return stored;
}
