import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { createFilesystemStorage } from '../../../src/storage/filesystem-storage';
import { tempStorageDir } from '../../helpers/booking-rows';

describe('filesystem storage', () => {
  let storage: Awaited<ReturnType<typeof tempStorageDir>>;
  beforeEach(async () => {
    storage = await tempStorageDir();
  });
  afterEach(() => storage.remove());

  it('stores buffers and streams under keys of its own, reads them back and deletes them', async () => {
    const files = createFilesystemStorage(storage.dir);
    const a = await files.put(Buffer.from('first'));
    const b = await files.put(Readable.from([Buffer.from('sec'), Buffer.from('ond')]));
    expect(a).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
    expect(await readFile(path.join(storage.dir, b), 'utf8')).toBe('second');
    expect(await text((await files.get(a))!)).toBe('first');
    await files.delete(a);
    expect(await files.get(a)).toBeNull();
    await expect(files.delete(a)).resolves.toBeUndefined();
  });

  it('refuses keys it did not make (no path outside its folder can be opened)', async () => {
    const files = createFilesystemStorage(storage.dir);
    for (const key of ['../../etc/passwd', '/etc/passwd', 'ab/../../x', 'invoice.pdf']) {
      await expect(files.get(key)).rejects.toThrow(/not a storage key/);
      await expect(files.delete(key)).rejects.toThrow(/not a storage key/);
    }
  });

  it('a stream that fails leaves nothing behind', async () => {
    const files = createFilesystemStorage(storage.dir);
    const failing = new Readable({
      read() {
        this.push(Buffer.from('half'));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(files.put(failing)).rejects.toThrow('connection lost');
    const left = (await readdir(storage.dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    expect(left).toEqual([]);
  });
});
