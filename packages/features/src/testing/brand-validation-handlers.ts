// Mock Service Worker answers of the brand validation slice, typed from the contract: a small
// list of validations, their differences, the archive's upload and download, and the brand
// validation log published over a real event stream as a started validation runs.
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { BrandValidationApi, PlatformApi } from '@emplacamento/api-client';
import { problem } from './api-handlers';
import { fakeEventStream } from './event-stream';

type Schemas = BrandValidationApi.components['schemas'];
type Validacao = Schemas['ValidacaoMarcaLista']['Data']['data'][number];
type Diferenca = Schemas['DiferencaValidacao'];
type Paging = { draw: number; start: number; length: number; userdata?: { tipo?: string } };
type DocumentoRealtime = PlatformApi.components['schemas']['DocumentoRealtime'];

/** One finished validation of the fake tenant; `extra` changes fields. */
export function validacao(id: number, extra: Partial<Validacao> = {}): Validacao {
  return {
    Id: id,
    Tipo: 3,
    TipoNome: 'Padrão',
    DataInicial: `2026-${String((id % 9) + 1).padStart(2, '0')}-01`,
    DataFinal: `2026-${String((id % 9) + 1).padStart(2, '0')}-28`,
    Status: 'Concluida',
    Progresso: 100,
    Manual: true,
    ArquivoFabricanteId: 100 + id,
    ArquivoResultadoId: 200 + id,
    ArquivoResultadoCsvId: 300 + id,
    TotalEmplacamentos: 1200 + id,
    TotalFabricante: 1190 + id,
    AusentesNoFabricante: 12,
    AusentesNoEmplacamento: 3,
    Divergencias: 7,
    DivergenciasPorCampo: { placa: 4, modelo: 2, data: 1 },
    Mensagem: null,
    UsuarioId: 7,
    UsuarioNome: 'Vítor Validação',
    DataCriacao: new Date(Date.UTC(2026, 10, 1 + (id % 20), 12, id % 60)).toISOString(),
    DataFim: null,
    ...extra,
  };
}

/** Twelve finished validations: two pages of ten. */
export const tenantValidations = Array.from({ length: 12 }, (_, i) => validacao(12 - i));

/** The differences of every fake validation. */
export const differences: Diferenca[] = [
  {
    Id: 1,
    Tipo: 'Divergencia',
    Chassi: '9BD11111111111111',
    Campo: 'placa',
    ValorEmplacamento: 'ABC1D23',
    ValorFabricante: 'ABC1D32',
    Linha: 4,
  },
  {
    Id: 2,
    Tipo: 'Divergencia',
    Chassi: '9BD22222222222222',
    Campo: 'modelo',
    ValorEmplacamento: 'ARGO',
    ValorFabricante: 'MOBI',
    Linha: 9,
  },
  {
    Id: 3,
    Tipo: 'AusenteNoFabricante',
    Chassi: '9BD33333333333333',
    Campo: null,
    ValorEmplacamento: null,
    ValorFabricante: null,
    Linha: null,
  },
  {
    Id: 4,
    Tipo: 'AusenteNoEmplacamento',
    Chassi: '9BD44444444444444',
    Campo: null,
    ValorEmplacamento: null,
    ValorFabricante: null,
    Linha: 17,
  },
];

/** How the fake server behaves. */
export interface ValidationFake {
  /** The list when the story starts. @default tenantValidations */
  readonly rows?: readonly Validacao[];
  /** The list never answers (a loading story). @default false */
  readonly listHangs?: boolean;
  /** The list answers this status with a problem. @default none */
  readonly listFails?: 403 | 503;
  /** Starting answers 400 with this detail. @default none */
  readonly startRefused?: string;
  /** The types the profile may start. @default all four */
  readonly types?: readonly (1 | 2 | 3 | 4)[];
}

const NAMES = { 1: 'Diário', 2: 'Trimestral', 3: 'Padrão', 4: 'Detalhado' } as const;

/** Every call of the brand validation screen, answering like a healthy server unless told not. */
export function validationHandlers(fake: ValidationFake = {}): HttpHandler[] {
  const rows = [...(fake.rows ?? tenantValidations)];
  const log = new Map<string, DocumentoRealtime>();
  const stream = fakeEventStream(10);
  const publish = (row: Validacao, dados: Record<string, unknown>) => {
    const documento: DocumentoRealtime = {
      id: `log${String(row.Id)}`,
      colecao: 'logValidacaoMarca',
      usuarioId: null,
      criadoEm: row.DataCriacao,
      atualizadoEm: new Date().toISOString(),
      dados: {
        validacaoId: row.Id,
        tipo: row.Tipo,
        dataInicial: row.DataInicial,
        dataFinal: row.DataFinal,
        usuarioNome: row.UsuarioNome,
        ...dados,
      },
    };
    log.set(documento.id, documento);
    stream.send('alterado', documento);
  };
  for (const row of rows.slice(0, 2))
    publish(row, {
      status: row.Status,
      progresso: 100,
      ausentesNoFabricante: 12,
      ausentesNoEmplacamento: 3,
      divergencias: 7,
    });
  /** A started validation runs: half way, then done, each once the previous is on the wire. */
  const run = async (row: Validacao) => {
    await delay(50);
    Object.assign(row, { Status: 'Processando', Progresso: 45 });
    publish(row, { status: 'Processando', progresso: 45 });
    await delay(50);
    Object.assign(row, validacao(row.Id, { DataCriacao: row.DataCriacao }));
    publish(row, {
      status: 'Concluida',
      progresso: 100,
      ausentesNoFabricante: 12,
      ausentesNoEmplacamento: 3,
      divergencias: 7,
    });
  };
  return [
    http.get('*/ValidacaoMarca/ObterTiposValidacaoMarca', () =>
      HttpResponse.json((fake.types ?? [1, 2, 3, 4]).map((id) => ({ Id: id, Nome: NAMES[id] }))),
    ),
    http.post('*/ValidacaoMarca/ObterValidacoesMarca', async ({ request }) => {
      if (fake.listHangs) await delay('infinite');
      if (fake.listFails === 403)
        return problem(403, 'Acesso negado', 'Você não tem permissão para realizar esta ação.');
      if (fake.listFails === 503) return problem(503, 'Indisponível', 'Serviço indisponível.');
      const body = (await request.json()) as Paging;
      return HttpResponse.json({
        Data: {
          data: rows.slice(body.start, body.start + body.length),
          recordsTotal: rows.length,
          recordsFiltered: rows.length,
          draw: body.draw,
        },
      });
    }),
    http.get('*/ValidacaoMarca/ObterValidacaoMarca', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const row = rows.find((r) => r.Id === id);
      return row
        ? HttpResponse.json(row)
        : problem(404, 'Não encontrado', 'Validação da marca não encontrada.');
    }),
    http.post('*/ValidacaoMarca/ObterDiferencasValidacaoMarca', async ({ request }) => {
      const body = (await request.json()) as Paging;
      const found = differences.filter(
        (d) => !body.userdata?.tipo || d.Tipo === body.userdata.tipo,
      );
      return HttpResponse.json({
        Data: {
          data: found.slice(body.start, body.start + body.length),
          recordsTotal: differences.length,
          recordsFiltered: found.length,
          draw: body.draw,
        },
      });
    }),
    http.post('*/Geral/Importacao/UploadArquivo', async ({ request }) => {
      const file = (await request.formData()).get('files[]');
      const name = file instanceof File ? file.name : 'arquivo';
      return HttpResponse.json([
        { Guid: `sha-${name}`, Nome: name, Tamanho: file instanceof File ? file.size : 0 },
      ]);
    }),
    http.post('*/ValidacaoMarca/IniciarValidacaoMarcaManual', async ({ request }) => {
      if (fake.startRefused) return problem(400, 'Requisição inválida', fake.startRefused);
      const body = (await request.json()) as { Tipo: 1 | 2 | 3 | 4 };
      const row = validacao(100 + rows.length, {
        Tipo: body.Tipo,
        TipoNome: NAMES[body.Tipo],
        Status: 'Pendente',
        Progresso: 0,
        ArquivoResultadoId: null,
        ArquivoResultadoCsvId: null,
        TotalEmplacamentos: null,
        TotalFabricante: null,
        AusentesNoFabricante: null,
        AusentesNoEmplacamento: null,
        Divergencias: null,
        DivergenciasPorCampo: null,
        DataCriacao: new Date().toISOString(),
      });
      rows.unshift(row);
      publish(row, { status: 'Pendente', progresso: 0 });
      void run(row);
      return HttpResponse.json(row, { status: 202 });
    }),
    http.delete('*/api/ValidacaoMarca', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const at = rows.findIndex((r) => r.Id === id);
      if (at < 0) return problem(404, 'Não encontrado', 'Validação da marca não encontrada.');
      rows.splice(at, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(
      '*/Geral/GerenciadorArquivo/Download',
      () =>
        new HttpResponse('\uFEFFTipo;Chassi\r\nDivergencia;9BD11111111111111\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        }),
    ),
    http.get('*/api/Realtime/logValidacaoMarca', () =>
      HttpResponse.json([...log.values()].sort((a, b) => b.criadoEm.localeCompare(a.criadoEm))),
    ),
    stream.handler(),
  ];
}
