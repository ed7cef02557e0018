/** §9: a script chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Thrown when a chunk takes longer than {@link CHUNK_TIMEOUT_MS}. */
export class ChunkTimeoutError extends Error {
  constructor() {
    super(`Script chunk not loaded after ${CHUNK_TIMEOUT_MS / 1000} s`);
    this.name = 'ChunkTimeoutError';
  }
}

/**
 * A dynamic import with the time-out of §8: it rejects after `timeoutMs`, so the router shows
 * the error page with retry instead of waiting forever on a stalled network.
 */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkTimeoutError());
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
