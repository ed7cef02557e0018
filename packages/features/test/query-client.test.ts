// The data layer's retry policy: reads are retried only where trying again can help.
import { describe, expect, it } from 'vitest';
import { ApiRequestError, type ApiError } from '@emplacamento/api-client';
import { READ_RETRIES, createQueryClient, isRetryable } from '../src/data/query-client';
import { operationKey } from '../src/data/keys';

const problem = (status: number): ApiError => ({
  kind: 'problem',
  status,
  problem: { type: 'about:blank', title: 't', status, detail: 'd' },
});

describe('isRetryable', () => {
  it('retries no answer, a time-out and server errors', () => {
    expect(isRetryable(new ApiRequestError({ kind: 'network', message: 'x', cause: null }))).toBe(
      true,
    );
    expect(isRetryable(new ApiRequestError({ kind: 'timeout', message: 'x' }))).toBe(true);
    expect(isRetryable(new ApiRequestError(problem(503)))).toBe(true);
    expect(isRetryable(new ApiRequestError({ kind: 'http', status: 502, body: '' }))).toBe(true);
  });

  it('never retries a refusal, a cancelled call, 501 or an error that is not the API’s', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 422, 429, 501]) {
      expect(isRetryable(new ApiRequestError(problem(status)))).toBe(false);
    }
    expect(isRetryable(new ApiRequestError({ kind: 'aborted', message: 'x' }))).toBe(false);
    expect(isRetryable(new TypeError('bug'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('tries a failing read 1 + READ_RETRIES times on 5xx and once on 4xx; never retries writes', async () => {
    const client = createQueryClient({ retryDelay: () => 0 });
    let calls = 0;
    await expect(
      client.query({
        queryKey: operationKey('/a'),
        queryFn: () => {
          calls += 1;
          throw new ApiRequestError(problem(500));
        },
        retry: client.getDefaultOptions().queries?.retry,
      }),
    ).rejects.toBeInstanceOf(ApiRequestError);
    expect(calls).toBe(1 + READ_RETRIES);
    calls = 0;
    await expect(
      client.query({
        queryKey: operationKey('/b', { id: 1 }),
        queryFn: () => {
          calls += 1;
          throw new ApiRequestError(problem(404));
        },
        retry: client.getDefaultOptions().queries?.retry,
      }),
    ).rejects.toBeInstanceOf(ApiRequestError);
    expect(calls).toBe(1);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('keys a call by its operation path, then its parameters', () => {
    expect(operationKey('/api/x', { id: 7 })).toEqual(['/api/x', { id: 7 }]);
  });
});
