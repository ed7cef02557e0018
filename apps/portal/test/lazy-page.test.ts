import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, withChunkTimeout } from '../src/lazy-page';

describe('withChunkTimeout (§8: chunk load failure after 120 s)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module when it arrives in time', async () => {
    await expect(withChunkTimeout(() => Promise.resolve({ page: 1 }))).resolves.toEqual({
      page: 1,
    });
  });

  it('rejects with the import error', async () => {
    await expect(
      withChunkTimeout(() =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      ),
    ).rejects.toThrow('Failed to fetch dynamically imported module');
  });

  it('rejects a chunk that never arrives exactly at 120 s', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise<never>(() => undefined));
    const outcome = pending.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkTimeoutError);
  });
});
