// The saved views and stars answered at the network edge for the stories, typed from the
// contract: an in-memory store per handler set (a story's saves, renames, deletions and stars
// show as the API would answer them), with the refusals the API gives (a name the owner already
// uses, a share without the permission, a view gone).
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { RegistrationApi } from '@emplacamento/api-client';
import { problem } from './api-handlers';

type Schemas = RegistrationApi.components['schemas'];
type Visao = Schemas['VisaoRelatorio'];
type Entrada = Schemas['VisaoRelatorioEntrada'];

/** Saved views as the list answers them: own, shared by a colleague, one with a long name. */
export const savedViews = (): Visao[] => [
  {
    Id: 1,
    Nome: 'Ranking de segunda',
    Relatorio: 'Marca',
    Titulo: 'Emplacamentos por marca',
    Filtros: { tipoVenda: 'VAREJO' },
    Periodo: 'ultimoMes',
    Endereco: '',
    Compartilhada: true,
    Propria: true,
    Autor: 'Maria Aparecida Souza',
    Favorita: true,
    AtualizadaEm: '2026-11-30T12:10:00Z',
  },
  {
    Id: 2,
    Nome: 'Grande São Paulo no ano',
    Relatorio: 'Marca',
    Titulo: 'Emplacamentos por marca',
    Filtros: { regiaoOperacionalId: [1] },
    Periodo: 'anoAtual',
    Endereco: 'comparar=anoAnterior',
    Compartilhada: true,
    Propria: false,
    Autor: 'João Batista Oliveira',
    Favorita: false,
    AtualizadaEm: '2026-11-12T09:00:00Z',
  },
  {
    Id: 3,
    Nome: 'Novembro fechado',
    Relatorio: 'MarketShareMes',
    Titulo: 'Market share dos últimos 13 meses',
    Filtros: { dataFinal: '2026-11-30' },
    Periodo: null,
    Endereco: '',
    Compartilhada: false,
    Propria: true,
    Autor: 'Maria Aparecida Souza',
    Favorita: false,
    AtualizadaEm: '2026-12-01T08:30:00Z',
  },
];

/** A view whose name is as long as the contract allows. */
export const longNamedView = (): Visao => ({
  Relatorio: 'Marca',
  Filtros: { tipoVenda: 'VAREJO' },
  Periodo: 'ultimoMes',
  Endereco: '',
  Compartilhada: true,
  Propria: true,
  AtualizadaEm: '2026-11-30T12:10:00Z',
  Id: 9,
  Nome: 'Emplacamentos de varejo das concessionárias da Grande São Paulo comparados a 2025',
  Titulo: 'Ranking das concessionárias por município, segmento e tipo de venda no período',
  Autor: 'Maria Aparecida de Souza Albuquerque Cavalcanti',
  Favorita: false,
});

/** How the handlers answer. */
export interface ViewFixtureOptions {
  /** The views the store starts with. @default savedViews() */
  readonly views?: readonly Visao[];
  /** The reports starred at first. @default ['Marca'] */
  readonly starredReports?: readonly string[];
  /** The user may not share (403 on a shared save). @default false */
  readonly mayNotShare?: boolean;
  /** The filters an opened view lost to the reader's scope. @default none */
  readonly removed?: readonly string[];
  /** Hears every view saved (created or changed), as the request sent it. @default none */
  readonly onSave?: (body: Entrada) => void;
  /** Every call of the list never answers (loading) or fails (error). @default answers */
  readonly list?: 'never' | 'fails' | 'forbidden';
}

const TODAY_DATES: Partial<Record<NonNullable<Visao['Periodo']>, Schemas['RelatorioFiltros']>> = {
  ultimoMes: { dataInicial: '2026-11-01', dataFinal: '2026-11-30' },
  anoAtual: { dataInicial: '2026-01-01', dataFinal: '2026-12-15' },
  mesAtual: { dataInicial: '2026-12-01', dataFinal: '2026-12-15' },
  fimUltimoMes: { dataFinal: '2026-11-30' },
  hoje: { dataFinal: '2026-12-15' },
};

/** The saved-view and favourite calls over one in-memory store. */
export function viewHandlers(options: ViewFixtureOptions = {}): HttpHandler[] {
  return viewFixture(options).handlers;
}

/**
 * The saved-view and favourite calls over one in-memory store, and its reset: a story file whose
 * stories change the store (a delete, a share) resets it before each, so every story starts from
 * the same views whatever ran before it.
 */
export function viewFixture(options: ViewFixtureOptions = {}): {
  handlers: HttpHandler[];
  reset: () => void;
} {
  let views: Visao[] = [];
  let next = 100;
  let starredReports: string[] = [];
  const reset = () => {
    views = [...(options.views ?? savedViews())].map((v) => ({ ...v }));
    next = 100;
    starredReports = [...(options.starredReports ?? ['Marca'])];
  };
  reset();
  const starredViews = () => views.filter((v) => v.Favorita).map((v) => v.Id);
  const byId = (id: unknown) => views.find((v) => v.Id === Number(id));
  const taken = (nome: string, except?: number) =>
    views.some(
      (v) => v.Propria && v.Id !== except && v.Nome.toLowerCase() === nome.trim().toLowerCase(),
    );
  const refusal = (body: Entrada, except?: number) => {
    if (taken(body.Nome, except))
      return problem(409, 'Conflito', 'Você já tem uma visão com este nome');
    if (body.Compartilhada && options.mayNotShare)
      return problem(403, 'Sem permissão', 'Seu perfil não permite compartilhar visões.');
    return null;
  };
  const handlers = [
    http.get('*/api/Emplacamento/Visoes', async () => {
      if (options.list === 'never') await delay('infinite');
      if (options.list === 'fails')
        return problem(500, 'Erro interno', 'Ocorreu um erro inesperado.');
      if (options.list === 'forbidden')
        return problem(403, 'Sem permissão', 'Seu perfil não permite ver visões salvas.');
      return HttpResponse.json([...views].sort((a, b) => a.Nome.localeCompare(b.Nome, 'pt-BR')));
    }),
    http.post('*/api/Emplacamento/Visoes', async ({ request }) => {
      const body = (await request.json()) as Entrada;
      options.onSave?.(body);
      const refused = refusal(body);
      if (refused) return refused;
      const saved: Visao = {
        Id: next++,
        Nome: body.Nome.trim(),
        Relatorio: body.Relatorio,
        Titulo: 'Emplacamentos por marca',
        Filtros: body.Filtros,
        Periodo: body.Periodo ?? null,
        Endereco: body.Endereco ?? '',
        Compartilhada: body.Compartilhada,
        Propria: true,
        Autor: 'Maria Aparecida Souza',
        Favorita: false,
        AtualizadaEm: '2026-12-15T12:00:00Z',
      };
      views.push(saved);
      return HttpResponse.json(saved, { status: 201 });
    }),
    http.put('*/api/Emplacamento/Visoes/:id', async ({ params, request }) => {
      const view = byId(params.id);
      if (!view) return problem(404, 'Não encontrado', 'Esta visão não existe mais.');
      if (!view.Propria)
        return problem(403, 'Sem permissão', 'Só quem criou a visão pode alterá-la.');
      const body = (await request.json()) as Entrada;
      options.onSave?.(body);
      const refused = refusal(body, view.Id);
      if (refused) return refused;
      Object.assign(view, {
        Nome: body.Nome.trim(),
        Compartilhada: body.Compartilhada,
        Filtros: body.Filtros,
        Periodo: body.Periodo ?? null,
        Endereco: body.Endereco ?? '',
      });
      return HttpResponse.json(view);
    }),
    http.delete('*/api/Emplacamento/Visoes/:id', ({ params }) => {
      const view = byId(params.id);
      if (!view?.Propria) return problem(404, 'Não encontrado', 'Esta visão não existe mais.');
      views = views.filter((v) => v !== view);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/Emplacamento/Visoes/:id/Abrir', ({ params }) => {
      const view = byId(params.id);
      if (!view) return problem(404, 'Não encontrado', 'Esta visão não existe mais.');
      const removed = options.removed ?? [];
      const filtros = Object.fromEntries(
        Object.entries({
          ...view.Filtros,
          ...(view.Periodo ? TODAY_DATES[view.Periodo] : {}),
        }).filter(([key]) => !removed.includes(key)),
      );
      return HttpResponse.json({ Visao: view, Filtros: filtros, Removidos: [...removed] });
    }),
    http.get('*/api/Emplacamento/Favoritos', () =>
      HttpResponse.json({ Relatorios: starredReports, Visoes: starredViews() }),
    ),
    http.put('*/api/Emplacamento/Favoritos/Relatorios/:nome', ({ params }) => {
      const nome = String(params.nome);
      if (!starredReports.includes(nome)) starredReports.push(nome);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/api/Emplacamento/Favoritos/Relatorios/:nome', ({ params }) => {
      starredReports = starredReports.filter((n) => n !== String(params.nome));
      return new HttpResponse(null, { status: 204 });
    }),
    http.put('*/api/Emplacamento/Favoritos/Visoes/:id', ({ params }) => {
      const view = byId(params.id);
      if (!view) return problem(404, 'Não encontrado', 'Esta visão não existe mais.');
      view.Favorita = true;
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/api/Emplacamento/Favoritos/Visoes/:id', ({ params }) => {
      const view = byId(params.id);
      if (view) view.Favorita = false;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, reset };
}
