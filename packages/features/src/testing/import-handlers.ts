// Mock Service Worker answers of the import slice (registration and billing files alike), typed from the contract: a small
// history the list pages, sorts, filters and searches like the server does, uploads whose guid is
// derived from the file name, a file named "repetido…" refused as already imported unless
// replaced, and the processing markers published over a real event stream as the job runs.
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { PlatformApi, RegistrationApi, VehiclesApi } from '@emplacamento/api-client';
import { problem } from './api-handlers';
import { fakeEventStream } from './event-stream';

type Importacao = RegistrationApi.components['schemas']['Importacao'];
type Paging = RegistrationApi.components['schemas']['PagingRequest'];
type Nomenclatura = VehiclesApi.components['schemas']['Nomenclatura'];
type DocumentoRealtime = PlatformApi.components['schemas']['DocumentoRealtime'];

/** One import of the fake tenant; `extra` changes fields. */
export function importacao(id: number, extra: Partial<Importacao> = {}): Importacao {
  const withErrors = id % 3 === 0;
  return {
    Id: id,
    Tipo: 'Emplacamento',
    Status: withErrors ? 'ConcluidaComErros' : 'Concluida',
    Progresso: 100,
    ArquivoNome: `emplacamentos-${String(id).padStart(3, '0')}.csv`,
    ArquivoGuid: `sha-${String(id)}`,
    TotalLinhas: 1000 + id,
    LinhasProcessadas: 1000 + id,
    LinhasImportadas: withErrors ? 990 + id : 1000 + id,
    LinhasComErro: withErrors ? 10 : 0,
    VersoesNaoMapeadas: 0,
    ColunasIgnoradas: [],
    Mensagem: null,
    UsuarioId: 7,
    UsuarioNome: id % 2 === 0 ? 'Maria Souza' : 'João Lima',
    DataCriacao: new Date(Date.UTC(2026, 10, 1 + (id % 20), 12, id % 60)).toISOString(),
    DataInicio: null,
    DataFim: null,
    ...extra,
  };
}

/** Twelve finished imports: two pages of ten. */
export const tenantImports = Array.from({ length: 12 }, (_, i) => importacao(i + 1));

/** Versions waiting for a model. */
export const unmappedVersions: Nomenclatura[] = [
  {
    Id: 1,
    Versao: 'ARGO TREKKING 1.3 AT',
    Mapeada: false,
    QuantidadeEmplacamentos: 812,
    FabricanteId: 1,
    FabricanteNome: 'FIAT',
  },
  {
    Id: 2,
    Versao: 'POLO TRACK 1.0 MPI',
    Mapeada: false,
    QuantidadeEmplacamentos: 97,
    FabricanteId: 2,
    FabricanteNome: 'VOLKSWAGEN',
  },
];

/** How the fake import server behaves. */
export interface ImportFake {
  /** The history when the story starts. @default tenantImports */
  readonly rows?: readonly Importacao[];
  /** The history answers after this long ('never' for a loading story). @default at once */
  readonly listAfter?: number | 'never';
  /** The history answers this status with a problem. @default none */
  readonly listFails?: 403 | 503;
  /** Uploads never answer (a file stays "uploading"). @default false */
  readonly uploadHangs?: boolean;
  /** The markers a new import goes through after it is created, one per stream tick. */
  readonly markers?: readonly Record<string, unknown>[];
  /** Versions waiting for a model. @default unmappedVersions */
  readonly unmapped?: readonly Nomenclatura[];
}

/** Markers of a run that ends with rejected rows. */
export const runWithErrors: readonly Record<string, unknown>[] = [
  {
    status: 'Processando',
    progresso: 47.5,
    linhasLidas: 500,
    linhasImportadas: 0,
    linhasRejeitadas: 3,
    linhasPorSegundo: 12500,
    etaSegundos: 4,
  },
  {
    status: 'ConcluidaComErros',
    progresso: 100,
    linhasLidas: 1000,
    linhasImportadas: 994,
    linhasRejeitadas: 6,
    linhasPorSegundo: 12500,
    etaSegundos: 0,
  },
];

/** Every call of the import screen, answering like a healthy server unless `fake` says not. */
export function importHandlers(fake: ImportFake = {}): HttpHandler[] {
  const rows = [...(fake.rows ?? tenantImports)];
  const markers = new Map<string, DocumentoRealtime>();
  const stream = fakeEventStream(10);
  const send = (documento: DocumentoRealtime) => {
    markers.set(documento.id, documento);
    stream.send('alterado', documento);
  };
  const mark = (row: Importacao, dados: Record<string, unknown>) => {
    send({
      id: `m${String(row.Id)}`,
      colecao: 'marcadoresProcessamento',
      usuarioId: 7,
      criadoEm: row.DataCriacao,
      atualizadoEm: new Date().toISOString(),
      dados: {
        tipo: `Importacao${row.Tipo}`,
        importacaoId: row.Id,
        arquivoNome: row.ArquivoNome,
        ...dados,
      },
    });
  };
  /** Plays the configured markers one after the other, each once the previous is on the wire. */
  const play = async (row: Importacao) => {
    for (const dados of fake.markers ?? []) {
      await delay(50);
      const last = typeof dados.status === 'string' ? dados.status : row.Status;
      Object.assign(row, {
        Status: last,
        LinhasProcessadas: dados.linhasLidas,
        LinhasImportadas: dados.linhasImportadas,
        LinhasComErro: dados.linhasRejeitadas,
        Progresso: dados.progresso,
      });
      mark(row, dados);
    }
  };
  return [
    http.post(/\/(ListarImportacoes|ConsultarImportacoesFaturamento)$/, async ({ request }) => {
      if (fake.listAfter === 'never') await delay('infinite');
      if (typeof fake.listAfter === 'number') await delay(fake.listAfter);
      if (fake.listFails === 403)
        return problem(403, 'Acesso negado', 'Você não tem permissão para realizar esta ação.');
      if (fake.listFails === 503) return problem(503, 'Indisponível', 'Serviço indisponível.');
      const body = (await request.json()) as Paging & { userdata?: { status?: string } };
      const term = body.search?.value?.toLowerCase() ?? '';
      const found = rows.filter(
        (row) =>
          (term === '' ||
            row.ArquivoNome.toLowerCase().includes(term) ||
            (row.UsuarioNome ?? '').toLowerCase().includes(term)) &&
          (body.userdata?.status === undefined || row.Status === body.userdata.status),
      );
      const order = body.order?.[0];
      if (order) {
        const key = order.column as keyof Importacao;
        found.sort((a, b) => {
          const x = a[key];
          const y = b[key];
          const c =
            typeof x === 'number' && typeof y === 'number'
              ? x - y
              : JSON.stringify(x ?? '').localeCompare(JSON.stringify(y ?? ''));
          return order.dir === 'desc' ? -c : c;
        });
      }
      return HttpResponse.json({
        Data: {
          data: found.slice(body.start, body.start + body.length),
          recordsTotal: rows.length,
          recordsFiltered: found.length,
          draw: body.draw,
        },
      });
    }),
    http.post('*/api/Emplacamento/ImportacaoEmplacamento', async ({ request }) => {
      if (fake.uploadHangs) await delay('infinite');
      const form = await request.formData();
      const file = form.get('files[]');
      const name = file instanceof File ? file.name : 'arquivo';
      return HttpResponse.json([
        { Guid: `sha-${name}`, Nome: name, Tamanho: file instanceof File ? file.size : 0 },
      ]);
    }),
    http.post('*/ImportacaoEmplacamento/CriarImportacao', async ({ request }) => {
      const body = (await request.json()) as { ArquivoGuid: string; Substituir?: boolean };
      const name = body.ArquivoGuid.replace(/^sha-/, '');
      const first = rows.find(
        (row) => row.ArquivoGuid === body.ArquivoGuid || name.startsWith('repetido'),
      );
      if (first && !body.Substituir)
        return HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Conflito',
            status: 409,
            detail: `O arquivo ${name} já foi importado (importação nº ${String(first.Id)}).`,
            link: `/api/Emplacamento/ImportacaoEmplacamento/ObterImportacao?id=${String(first.Id)}`,
          },
          { status: 409, headers: { 'content-type': 'application/problem+json' } },
        );
      const row = importacao(100 + rows.length, {
        ArquivoNome: name,
        ArquivoGuid: body.ArquivoGuid,
        Status: 'Pendente',
        Progresso: 0,
        LinhasProcessadas: 0,
        LinhasImportadas: 0,
        LinhasComErro: 0,
        TotalLinhas: null,
        DataCriacao: new Date().toISOString(),
        SubstituiId: first?.Id ?? null,
      });
      rows.unshift(row);
      mark(row, {
        status: 'Pendente',
        progresso: 0,
        linhasLidas: 0,
        linhasImportadas: 0,
        linhasRejeitadas: 0,
        linhasPorSegundo: 0,
        etaSegundos: null,
      });
      void play(row);
      return HttpResponse.json(row, { status: 202 });
    }),
    // A billing file is stored and imported in one call; the same content answers its import.
    http.post('*/ImportacaoFaturamento/ImportarFaturamentos', async ({ request }) => {
      if (fake.uploadHangs) await delay('infinite');
      const form = await request.formData();
      const file = form.get('files[]');
      const name = file instanceof File ? file.name : 'arquivo';
      const first = rows.find((row) => row.ArquivoGuid === `sha-${name}`);
      if (first) return HttpResponse.json([first], { status: 202 });
      const row = importacao(100 + rows.length, {
        Tipo: 'Faturamento',
        ArquivoNome: name,
        ArquivoGuid: `sha-${name}`,
        Status: 'Pendente',
        Progresso: 0,
        LinhasProcessadas: 0,
        LinhasImportadas: 0,
        LinhasComErro: 0,
        TotalLinhas: null,
        DataCriacao: new Date().toISOString(),
      });
      rows.unshift(row);
      void play(row);
      return HttpResponse.json([row], { status: 202 });
    }),
    http.post('*/ImportacaoEmplacamento/CancelarImportacao', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const row = rows.find((r) => r.Id === id);
      if (!row) return problem(404, 'Não encontrado', 'Importação não encontrada.');
      if (row.Status !== 'Pendente' && row.Status !== 'Processando')
        return problem(409, 'Conflito', 'A importação já terminou e não pode ser cancelada.');
      row.Status = 'Cancelada';
      mark(row, { status: 'Cancelada', progresso: 100, etaSegundos: 0 });
      return HttpResponse.json(row);
    }),
    http.get('*/ImportacaoEmplacamento/ObterImportacao', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const row = rows.find((r) => r.Id === id);
      if (!row) return problem(404, 'Não encontrado', 'Importação não encontrada.');
      return HttpResponse.json({
        ...row,
        Erros:
          (row.LinhasComErro ?? 0) > 0
            ? [{ Linha: 12, Coluna: 'chassi', Valor: '123', Mensagem: 'Insira um chassi válido.' }]
            : [],
      });
    }),
    http.get(
      '*/ImportacaoEmplacamento/RelatorioErros',
      () =>
        new HttpResponse(
          '\uFEFFlinha;coluna;valor;mensagem\r\n12;chassi;123;Insira um chassi válido.\r\n',
          {
            headers: { 'content-type': 'text/csv; charset=utf-8' },
          },
        ),
    ),
    http.post('*/Nomenclatura/ObterNomenclaturas', () => {
      const list = fake.unmapped ?? unmappedVersions;
      return HttpResponse.json({
        Data: { data: list, recordsTotal: list.length, recordsFiltered: list.length, draw: 0 },
      });
    }),
    http.get('*/api/Realtime/marcadoresProcessamento', () =>
      HttpResponse.json([...markers.values()].sort((a, b) => b.criadoEm.localeCompare(a.criadoEm))),
    ),
    stream.handler(),
  ];
}
