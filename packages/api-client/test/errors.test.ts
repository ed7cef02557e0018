import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError, describeApiError, settle, unwrap } from '../src';
import type { ApiError } from '../src';
import { clientsFor, sendJson, sendProblem, startServer } from './server';
import type { TestServer } from './server';

const parametro = '/api/Geral/Parametro/ValorDoParametro';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function failureOf(
  handler: Parameters<typeof startServer>[0],
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<ApiError | undefined> {
  server = await startServer(handler);
  const { clients } = clientsFor(server, { timeoutMs: options.timeoutMs ?? 5_000 });
  const result = await settle(
    clients.general.GET(parametro, {
      params: { query: { parametroId: 'EMP_FABRICANTE' } },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
  return result.ok ? undefined : result.error;
}

describe('typed errors', () => {
  it('a 500 with problem details is a problem', async () => {
    const error = await failureOf((_, res) => {
      sendProblem(res, 500, 'Erro inesperado no servidor');
    });
    expect(error).toEqual({
      kind: 'problem',
      status: 500,
      problem: {
        type: 'about:blank',
        title: 'Erro',
        status: 500,
        detail: 'Erro inesperado no servidor',
      },
    });
  });

  it('a 502 without problem details is an http error with the body', async () => {
    const error = await failureOf((_, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    });
    expect(error).toEqual({ kind: 'http', status: 502, body: '<h1>Bad gateway</h1>' });
  });

  it('a 400 carries the per-field errors', async () => {
    const error = await failureOf((_, res) => {
      sendJson(
        res,
        400,
        {
          type: '/problems/validacao',
          title: 'Dados inválidos',
          status: 400,
          detail: 'O campo CNPJ precisa ser informado',
          errors: [{ field: 'CNPJ', message: 'O campo CNPJ precisa ser informado' }],
        },
        'application/problem+json',
      );
    });
    expect(error?.kind === 'problem' ? error.problem.errors : undefined).toEqual([
      { field: 'CNPJ', message: 'O campo CNPJ precisa ser informado' },
    ]);
  });

  it('a connection dropped before the answer is a network error', async () => {
    const error = await failureOf((_, res) => {
      res.socket?.destroy();
    });
    expect(error?.kind).toBe('network');
  });

  it('a connection dropped in the middle of the body is a network error', async () => {
    const error = await failureOf((_, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      res.write('[{"parametroId":"EMP_FAB');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    expect(error?.kind).toBe('network');
  });

  it('no answer within the time limit is a timeout', async () => {
    const started = performance.now();
    const error = await failureOf(() => undefined, { timeoutMs: 150 });
    expect(error?.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it("the caller's abort is an abort, not a timeout", async () => {
    const controller = new AbortController();
    setTimeout(() => {
      controller.abort();
    }, 50);
    const error = await failureOf(() => undefined, { signal: controller.signal });
    expect(error?.kind).toBe('aborted');
  });

  it('unwrap throws an ApiRequestError carrying the typed error', () => {
    const error: ApiError = {
      kind: 'timeout',
      message: 'The operation was aborted due to timeout',
    };
    expect(() => unwrap({ ok: false, error })).toThrow(ApiRequestError);
    try {
      unwrap({ ok: false, error });
    } catch (thrown) {
      expect(thrown instanceof ApiRequestError && thrown.error).toBe(error);
      expect(String(thrown)).toContain(describeApiError(error));
    }
  });
});
