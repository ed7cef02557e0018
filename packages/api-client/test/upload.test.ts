import { afterEach, describe, expect, it } from 'vitest';
import { filesBody, formBody, settle } from '../src';
import { clientsFor, sendJson, startServer } from './server';
import type { TestServer } from './server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('file upload', () => {
  it('sends files as multipart/form-data parts named files[]', async () => {
    server = await startServer(async (request, res) => {
      const form = await new Request('http://x/', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body: request.body,
      }).formData();
      const parts = await Promise.all(
        form
          .getAll('files[]')
          .map(async (part) =>
            typeof part === 'string' ? part : { name: part.name, text: await part.text() },
          ),
      );
      sendJson(res, 200, parts);
    });
    const { clients } = clientsFor(server);
    const csv = new File(['data_emplacamento;chassi\n01/10/2026;9BWZZZ377VT004251\n'], 'out.csv', {
      type: 'text/csv',
    });
    const result = await settle(
      clients.registration.POST('/api/Emplacamento/ImportacaoEmplacamento', {
        params: { query: { guid: true } },
        ...filesBody([csv, new File(['x'], 'b.txt')]),
      }),
    );
    expect(server.received[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(result.ok && result.data).toEqual([
      { name: 'out.csv', text: 'data_emplacamento;chassi\n01/10/2026;9BWZZZ377VT004251\n' },
      { name: 'b.txt', text: 'x' },
    ]);
  });

  it('sends form fields as application/x-www-form-urlencoded', async () => {
    server = await startServer((_, res) => {
      sendJson(res, 200, []);
    });
    const { clients } = clientsFor(server);
    const result = await settle(
      clients.registration.POST(
        '/api/Emplacamento/EfetivarFaturamentos/ObterEmpresasComFaturamentos',
        formBody({ AnoSelecionado: 2026, MesSelecionado: 10 }),
      ),
    );
    expect(result.ok).toBe(true);
    expect(server.received[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(server.received[0]?.body).toBe('AnoSelecionado=2026&MesSelecionado=10');
  });
});
