// The archive list (filters, paging, order) and who sees which category, through the real HTTP
// server; files of other categories are put in the archive the way import jobs will: `arquivar`.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivo, type CategoriaArquivo } from '../src/db/schema-files.js';
import { arquivar } from '../src/files/archive.js';
import { BlobTooLargeError, fileStoreOf } from '../src/files/store.js';
import { filesOnDisk, rowsOf, uploadAs, type Part } from './files-helpers.js';
import { auth, createTestServer, inTenant, login, problemOf, type TestServer } from './helpers.js';

const ARCHIVE = '/api/Geral/GerenciadorArquivo';

interface Lista {
  Data: {
    data: {
      Id: number;
      Nome: string;
      Categoria: string;
      UrlDownload: string;
      UsuarioId: number | null;
    }[];
    recordsTotal: number;
    recordsFiltered: number;
    draw: number;
  };
}

/** name, category, creation instant (UTC). */
const seed: [string, CategoriaArquivo, string][] = [
  ['emplacamentos-janeiro.csv', 'ImportacaoEmplacamento', '2026-01-10T12:00:00Z'],
  ['faturamento-janeiro.csv', 'ImportacaoFaturamento', '2026-01-11T12:00:00Z'],
  ['Relatório de erros.csv', 'RelatorioErros', '2026-01-12T12:00:00Z'],
  ['validacao-marca.xlsx', 'ValidacaoMarca', '2026-01-13T12:00:00Z'],
  ['carta-cobranca.pdf', 'CartaCobranca', '2026-01-14T12:00:00Z'],
  // 23:30 in São Paulo on 14 January: that day there, the 15th in UTC.
  ['RELATORIO final.pdf', 'CartaCobranca', '2026-01-15T02:30:00Z'],
];

describe('file archive list and permissions', () => {
  let server: TestServer;
  const headers: Record<string, Record<string, string>> = {};
  const ids: Record<string, number> = {};
  const users: Record<string, number> = {};

  beforeAll(async () => {
    server = await createTestServer();
    const { db } = server.database;
    for (const slug of ['administrador', 'faturamento', 'validacao.marca', 'loja', 'grupo']) {
      headers[slug] = auth((await login(server.app, slug)).token);
      const me = await server.app.inject({
        method: 'GET',
        url: '/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado',
        headers: headers[slug],
      });
      users[slug] = me.json<{ id: number }>().id;
    }
    for (const [nome, categoria, when] of seed) {
      const row = await arquivar(
        db,
        fileStoreOf(server.config),
        'abracaf',
        { nome, tipoConteudo: 'text/csv', categoria, usuarioId: null },
        Buffer.from(`conteúdo de ${nome}`),
      );
      await inTenant(server, 'abracaf', () =>
        db
          .update(arquivo)
          .set({ dataCriacao: new Date(when) })
          .where(and(eq(arquivo.tenantId, 'abracaf'), eq(arquivo.id, row.id))),
      );
      ids[nome] = row.id;
    }
    // Plain uploads of two users (category Outro).
    for (const slug of ['loja', 'grupo']) {
      const response = await upload(
        [{ name: `${slug}.txt`, content: `arquivo de ${slug}` }],
        headers[slug],
      );
      ids[`${slug}.txt`] = response.json<{ ArquivoId: number }[]>()[0]?.ArquivoId ?? 0;
    }
  }, 180_000);
  afterAll(async () => server.close());

  const upload = (parts: Part[], as = headers.administrador) => uploadAs(server, as ?? {}, parts);

  const list = async (query: string, slug = 'administrador') => {
    const response = await server.app.inject({
      method: 'GET',
      url: `${ARCHIVE}?${query}`,
      headers: headers[slug],
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Lista>().Data;
  };
  const names = (data: Lista['Data']) => data.data.map((f) => f.Nome);

  it('lists newest first with paging and the envelope', async () => {
    const all = await list('draw=3');
    expect(all.draw).toBe(3);
    expect(all.recordsTotal).toBe(8);
    expect(names(all).slice(2)).toEqual(seed.map(([n]) => n).reverse());
    expect(all.data[2]?.UrlDownload).toBe(`${ARCHIVE}/Download?id=${ids['RELATORIO final.pdf']}`);
    const page = await list('start=3&length=2');
    expect(names(page)).toEqual(names(all).slice(3, 5));
    expect(page.recordsFiltered).toBe(8);
  });

  it('filters by category, part of the name (accents and case ignored) and São Paulo days', async () => {
    expect(names(await list('categoria=CartaCobranca'))).toEqual([
      'RELATORIO final.pdf',
      'carta-cobranca.pdf',
    ]);
    const byName = await list('nome=relatório');
    expect(names(byName)).toEqual(['RELATORIO final.pdf', 'Relatório de erros.csv']);
    expect(byName.recordsTotal).toBe(8);
    expect(byName.recordsFiltered).toBe(2);
    expect(names(await list('nome=100%25'))).toEqual([]);
    expect(names(await list('dataInicial=2026-01-14&dataFinal=2026-01-14'))).toEqual([
      'RELATORIO final.pdf',
      'carta-cobranca.pdf',
    ]);
    expect(names(await list('dataInicial=2026-01-12&dataFinal=2026-01-13'))).toEqual([
      'validacao-marca.xlsx',
      'Relatório de erros.csv',
    ]);
    const reversed = await server.app.inject({
      method: 'GET',
      url: `${ARCHIVE}?dataInicial=2026-02-01&dataFinal=2026-01-01`,
      headers: headers.administrador,
    });
    expect(problemOf(reversed).errors?.[0]?.field).toBe('dataFinal');
  });

  it('shows each user the categories of the screens they manage and their own uploads', async () => {
    expect(names(await list('', 'faturamento')).sort()).toEqual(
      [
        'faturamento-janeiro.csv',
        'Relatório de erros.csv',
        'carta-cobranca.pdf',
        'RELATORIO final.pdf',
      ].sort(),
    );
    expect(names(await list('', 'validacao.marca')).sort()).toEqual(
      ['emplacamentos-janeiro.csv', 'Relatório de erros.csv', 'validacao-marca.xlsx'].sort(),
    );
    const loja = await list('', 'loja');
    expect(names(loja)).toEqual(['loja.txt']);
    expect(loja.data[0]).toMatchObject({ Categoria: 'Outro', UsuarioId: users.loja });
    expect(loja.recordsTotal).toBe(1);
  });

  it('answers 403 to a download or removal of a file the user may not see', async () => {
    const call = (method: 'GET' | 'DELETE', nome: string, slug: string) =>
      server.app.inject({
        method,
        url:
          method === 'GET'
            ? `${ARCHIVE}/Download?id=${ids[nome]}`
            : `${ARCHIVE}/RemoverArquivo?id=${ids[nome]}`,
        headers: headers[slug],
      });
    expect((await call('GET', 'emplacamentos-janeiro.csv', 'faturamento')).statusCode).toBe(403);
    expect((await call('DELETE', 'validacao-marca.xlsx', 'faturamento')).statusCode).toBe(403);
    expect((await call('GET', 'grupo.txt', 'loja')).statusCode).toBe(403);
    expect((await call('DELETE', 'grupo.txt', 'loja')).statusCode).toBe(403);
    expect((await call('GET', 'faturamento-janeiro.csv', 'faturamento')).statusCode).toBe(200);
    expect((await call('GET', 'loja.txt', 'loja')).body).toBe('arquivo de loja');
    // An admin profile sees every file, plain uploads of others included.
    expect((await call('GET', 'grupo.txt', 'administrador')).statusCode).toBe(200);
    expect((await call('DELETE', 'grupo.txt', 'administrador')).statusCode).toBe(204);
  });

  it('archives from code within a size limit, and a failed archive leaves nothing', async () => {
    const { db } = server.database;
    const store = fileStoreOf(server.config);
    const rows = (await rowsOf(server)).length;
    const disk = await filesOnDisk(server);
    const novo = {
      nome: 'x.csv',
      tipoConteudo: 'text/csv',
      categoria: 'Outro',
      usuarioId: null,
    } as const;
    await expect(arquivar(db, store, 'abracaf', novo, Buffer.alloc(11), 10)).rejects.toBeInstanceOf(
      BlobTooLargeError,
    );
    // No such tenant: the row cannot be written, so the blob placed for it goes again.
    await expect(arquivar(db, store, 'nao-existe', novo, Buffer.from('órfão'))).rejects.toThrow();
    expect((await rowsOf(server)).length).toBe(rows);
    expect(await filesOnDisk(server)).toEqual(disk);
  });

  it('takes files larger than the JSON body limit, streamed', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 'emplacamento');
    const response = await upload([{ name: 'grande.csv', content: big }]);
    expect(response.statusCode, response.body).toBe(200);
    const [sent] = response.json<{ Tamanho: number; ArquivoId: number }[]>();
    expect(sent?.Tamanho).toBe(big.length);
    const download = await server.app.inject({
      method: 'GET',
      url: `${ARCHIVE}/Download?id=${sent?.ArquivoId}`,
      headers: headers.administrador,
    });
    expect(download.rawPayload.equals(big)).toBe(true);
  });

  it('answers 404 when a row has lost its content', async () => {
    const [sent] = (await upload([{ name: 'perdido.txt', content: 'será apagado do disco' }])).json<
      { Guid: string; ArquivoId: number }[]
    >();
    await fileStoreOf(server.config).remove('abracaf', sent?.Guid ?? '');
    const response = await server.app.inject({
      method: 'GET',
      url: `${ARCHIVE}/Download?id=${sent?.ArquivoId}`,
      headers: headers.administrador,
    });
    expect(problemOf(response).detail).toBe('O conteúdo deste arquivo não está mais disponível.');
  });

  it('keeps the blob of a content uploaded while its last row is being removed', async () => {
    const content = 'conteúdo disputado';
    for (let round = 0; round < 5; round++) {
      const [first] = (await upload([{ name: 'a.txt', content }])).json<{ ArquivoId: number }[]>();
      const [removed, again] = await Promise.all([
        server.app.inject({
          method: 'DELETE',
          url: `${ARCHIVE}/RemoverArquivo?id=${first?.ArquivoId}`,
          headers: headers.administrador,
        }),
        upload([{ name: 'b.txt', content }]),
      ]);
      expect(removed.statusCode).toBe(204);
      const [second] = again.json<{ ArquivoId: number }[]>();
      const download = await server.app.inject({
        method: 'GET',
        url: `${ARCHIVE}/Download?id=${second?.ArquivoId}`,
        headers: headers.administrador,
      });
      expect(download.body).toBe(content);
      await server.app.inject({
        method: 'DELETE',
        url: `${ARCHIVE}/RemoverArquivo?id=${second?.ArquivoId}`,
        headers: headers.administrador,
      });
    }
  });
});
