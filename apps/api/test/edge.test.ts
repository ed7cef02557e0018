// The findings of the black-box probes of the API's edge, each kept as a test: input that reached
// the database and failed there (500s), error answers that were not problems or spoke internal
// English, a read of user records past the list's permission, and ids in other spellings.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { problemOf, useReferenceServer, type RequestHeaders } from './helpers.js';

const groups = '/api/GerenciarEmpresas/GrupoEmpresa';
const users = '/api/GerenciarUsuarios/Usuario';

/** A problem+json answer of `status` that says nothing of our internals. */
function expectProblem(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  const problem = problemOf(response);
  expect(problem.status).toBe(status);
  expect(response.body).not.toMatch(/contract|FST_|Error:|stack/i);
  return problem;
}

describe('the edge of the API', () => {
  const t = useReferenceServer('', ['abracaf', 'assobrav']);
  const listUsers = (payload: unknown, headers?: RequestHeaders) =>
    t.server.app.inject({
      method: 'POST',
      url: `${users}/ListarUsuarios`,
      headers: { ...(headers ?? t.admin), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const page = { draw: 1, start: 0, length: 5 };

  it('checks integers against the range of their column', async () => {
    for (const id of ['2147483648', '-2147483649', '99999999999999999999']) {
      const problem = expectProblem(await t.call('GET', `${groups}?id=${id}`), 400);
      expect(problem.errors?.[0]?.field).toBe('id');
    }
    expectProblem(await t.call('GET', `${groups}?id=2147483647`), 404);
    // In a body too, integers without a format of their own included.
    expectProblem(await listUsers({ ...page, userdata: { perfilId: 2147483648 } }), 400);
    expectProblem(await listUsers({ ...page, start: 1e300 }), 400);
  });

  it('refuses text with NUL and other control characters', async () => {
    for (const value of ['a\u0000b', 'a\u001bb', 'a\u007fb']) {
      const problem = expectProblem(await listUsers({ ...page, search: { value } }), 400);
      expect(problem.errors?.[0]?.field).toBe('search.value');
    }
    expectProblem(await t.call('DELETE', '/api/Geral/Cache?chave=a%00b'), 400);
    // Line breaks and tabs are text, not control: the search runs.
    expect((await listUsers({ ...page, search: { value: 'a\tb\nc' } })).statusCode).toBe(200);
  });

  it('orders only by the listed columns, never by a member of Object.prototype', async () => {
    for (const column of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const problem = expectProblem(
        await listUsers({ ...page, order: [{ column, dir: 'asc' }] }),
        400,
      );
      expect(problem.errors?.[0]?.field).toBe('order.0.column');
    }
    expect(
      (await listUsers({ ...page, order: [{ column: 'login', dir: 'desc' }] })).statusCode,
    ).toBe(200);
  });

  it('answers every error as a problem in the request language, framework errors included', async () => {
    // A JSON body on a call that takes none: 415, not a contract message.
    const cleared = await t.server.app.inject({
      method: 'DELETE',
      url: '/api/Geral/Cache',
      headers: { ...t.admin, 'content-type': 'application/json', 'accept-language': 'de' },
      payload: '{}',
    });
    const unsupported = expectProblem(cleared, 415);
    expect(cleared.json<{ title: string }>().title).toBe('Nicht unterstützter Inhaltstyp');
    expect(unsupported.detail).not.toBe('');
    // Unencoded braces in a query or path.
    expectProblem(await t.call('GET', `${groups}?id={1}`), 400);
    // Malformed percent-encoding: Fastify refuses it before routing.
    const badUrl = await t.server.app.inject({
      method: 'GET',
      url: `${groups}/%E0%A4%A`,
      headers: { ...t.admin, 'accept-language': 'fr' },
    });
    expect(expectProblem(badUrl, 400).detail).toBe("La requête n'a pas pu être lue.");
    // An unknown Domain is not echoed at length.
    const long = 'x'.repeat(5000);
    const unknown = expectProblem(
      await t.call('GET', `${groups}?id=1`, { ...t.admin, domain: long }),
      400,
    );
    expect(JSON.stringify(unknown).length).toBeLessThan(1000);
    // Nor a long query in `instance`.
    const echoed = await t.call('GET', `${groups}?id=1&${'y'.repeat(5000)}=1`);
    expect(echoed.body.length).toBeLessThan(1000);
  });

  it('reads ids only in canonical decimal', async () => {
    for (const id of ['021', '0x15', '21e0', '%2B21', '%2021', '21.0', '']) {
      expectProblem(await t.call('GET', `${groups}?id=${id}`), 400);
      expectProblem(await t.call('GET', `${users}/ObterUsuariosPorIds?usuarioId=${id}`), 400);
    }
    expectProblem(
      await t.call('GET', `${users}/ObterUsuariosPorIds?usuarioId=1&usuarioId=01`),
      400,
    );
  });

  it('reads users by id with the permission and scope of the list', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => `usuarioId=${String(i + 1)}`).join('&');
    // The store profile may not list users, so it may not read them by id either.
    expect((await listUsers(page, t.loja)).statusCode).toBe(403);
    expectProblem(await t.call('GET', `${users}/ObterUsuariosPorIds?${ids}`, t.loja), 403);
    // The administrator reads the users the list shows them, documents included.
    const byIds = await t.call('GET', `${users}/ObterUsuariosPorIds?${ids}`);
    expect(byIds.statusCode).toBe(200);
    const listed = await listUsers({ ...page, length: 500 });
    const visible = new Set(
      listed.json<{ Data: { data: { id: number }[] } }>().Data.data.map((u) => u.id),
    );
    const read = byIds.json<{ id: number }[]>();
    expect(read.length).toBeGreaterThan(0);
    expect(read.every((u) => visible.has(u.id))).toBe(true);
  });
});
