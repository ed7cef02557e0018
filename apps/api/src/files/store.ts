// The bytes of the file archive on disk: one blob per (tenant, SHA-256), under
// `<root>/<tenant>/<first two hex digits>/<hash>`. Content arrives as a stream, is written to a
// temporary file in `<root>/.tmp` while it is hashed (never held in memory), and is then renamed
// into place: rename within one file system is atomic, so a reader sees a whole blob or none.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { mkdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.js';

/** Content written to the store's temporary folder, not yet in place. */
export interface StagedBlob {
  /** The temporary file. */
  tempPath: string;
  /** SHA-256 of the content, lowercase hex. */
  hash: string;
  /** Bytes written. */
  size: number;
}

/** Thrown by {@link FileStore.stage} when the content passes its size limit. */
export class BlobTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`content larger than ${limit} bytes`);
  }
}

const HASH = /^[0-9a-f]{64}$/;
// Tenant ids are short slugs; anything else must never become a path segment.
const TENANT = /^[A-Za-z0-9_-]{1,100}$/;

/** Content-addressed blobs per tenant; see the file comment. */
export class FileStore {
  private readonly tmpDir: string;

  /** @param root folder of the archive's blobs (`<dataDir>/arquivos`). */
  constructor(readonly root: string) {
    this.tmpDir = path.join(root, '.tmp');
  }

  /** Where the blob of `hash` of a tenant lives. */
  blobPath(tenantId: string, hash: string): string {
    if (!TENANT.test(tenantId)) throw new Error(`unsafe tenant id: ${tenantId}`);
    if (!HASH.test(hash)) throw new Error(`not a SHA-256: ${hash}`);
    return path.join(this.root, tenantId, hash.slice(0, 2), hash);
  }

  /**
   * Writes `source` to a temporary file while hashing it. Fails with {@link BlobTooLargeError}
   * past `maxBytes` (no file left behind on any failure).
   */
  async stage(source: Readable | Buffer, maxBytes = Number.POSITIVE_INFINITY): Promise<StagedBlob> {
    await mkdir(this.tmpDir, { recursive: true });
    const tempPath = path.join(this.tmpDir, randomUUID());
    const hasher = createHash('sha256');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > maxBytes) {
          done(new BlobTooLargeError(maxBytes));
          return;
        }
        hasher.update(chunk);
        done(null, chunk);
      },
    });
    const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
    // The file is created before anything can fail: a write stream opens its file later, in the
    // thread pool, and a failure in between could see the removal below run before that opening,
    // leaving a temporary file behind (seen once in CI). The stream closes the handle when done.
    const handle = await fs.promises.open(tempPath, 'wx');
    try {
      await pipeline(input, measure, handle.createWriteStream());
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
    return { tempPath, hash: hasher.digest('hex'), size };
  }

  /** Drops a staged blob that will not be kept. */
  async discard(staged: StagedBlob): Promise<void> {
    await rm(staged.tempPath, { force: true });
  }

  /**
   * Moves a staged blob into place; when the tenant already holds the same content the temporary
   * file is dropped instead. Answers whether a new blob was created (the caller removes it again
   * if what it was placed for fails).
   */
  async place(tenantId: string, staged: StagedBlob): Promise<boolean> {
    const target = this.blobPath(tenantId, staged.hash);
    if (await this.exists(tenantId, staged.hash)) {
      await this.discard(staged);
      return false;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await rename(staged.tempPath, target);
    return true;
  }

  /** Whether the tenant holds a blob of this hash. */
  async exists(tenantId: string, hash: string): Promise<boolean> {
    try {
      return (await stat(this.blobPath(tenantId, hash))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  /** A stream of the blob and its size, or null when it is missing. */
  async open(tenantId: string, hash: string): Promise<{ stream: Readable; size: number } | null> {
    const file = this.blobPath(tenantId, hash);
    try {
      // Open first, then stat the open descriptor: a removal in between cannot split the two.
      const handle = await fs.promises.open(file, 'r');
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Removes a tenant's blob (nothing when it is already gone). */
  async remove(tenantId: string, hash: string): Promise<void> {
    try {
      await unlink(this.blobPath(tenantId, hash));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** The archive's store of an API configuration: `<dataDir>/arquivos`. */
export const fileStoreOf = (config: Pick<Config, 'dataDir'>): FileStore =>
  new FileStore(path.join(config.dataDir, 'arquivos'));
