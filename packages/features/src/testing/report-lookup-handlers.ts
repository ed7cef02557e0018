// The access history and the vehicle look-up answered at the network edge for their stories,
// typed from the contract: instants as São Paulo's wall clock, a look-up that finds one plate
// (ABC1D23) and no other, and the filter options of a report with no list filter.
import { HttpResponse, http, type HttpHandler } from 'msw';
import type { RegistrationApi } from '@emplacamento/api-client';
import { viewHandlers } from './view-handlers';

type Schemas = RegistrationApi.components['schemas'];
type Campo = Schemas['RelatorioCampo'];

const campo = (Chave: string, Titulo: string, Tipo: Campo['Tipo']): Campo => ({
  Chave,
  Titulo,
  Tipo,
});

const historyColumns = [
  campo('acessadoEm', 'Data e hora', 'data'),
  campo('usuario', 'Usuário', 'texto'),
  campo('login', 'Login', 'texto'),
  campo('perfil', 'Perfil', 'texto'),
  campo('acesso', 'Acesso', 'texto'),
];
const vehicleColumns = [
  campo('dataEmplacamento', 'Data do emplacamento', 'data'),
  campo('placa', 'Placa', 'texto'),
  campo('chassi', 'Chassi', 'texto'),
  campo('renavam', 'RENAVAM', 'texto'),
  campo('marca', 'Marca', 'texto'),
  campo('modelo', 'Modelo', 'texto'),
  campo('municipio', 'Cidade', 'texto'),
];

/** The two definitions of these stories. */
export const lookupDefinitions: Schemas['RelatorioDefinicao'][] = [
  {
    Nome: 'HistoricoAcesso',
    Titulo: 'Histórico de acesso',
    Recurso: 'emp_relatoriohistoricoacesso',
    Dimensoes: historyColumns.slice(0, 4),
    Medidas: historyColumns.slice(4),
    Filtros: ['periodo', 'grupoEmpresaId', 'empresaId'],
    Grafico: null,
    Periodo: 'intervalo',
  },
  {
    Nome: 'InformacaoVeiculo',
    Titulo: 'Informações do veículo',
    Recurso: 'emp_relatorioinformacaoveiculo',
    Dimensoes: vehicleColumns.slice(0, 4),
    Medidas: vehicleColumns.slice(4),
    Filtros: ['placa', 'chassi', 'renavam'],
    Grafico: null,
    Periodo: 'intervalo',
  },
];

/** Options of the fixtures. */
export interface LookupFixtureOptions {
  /** Names this long (the long-text story). */
  longNames?: boolean;
}

function history(o: LookupFixtureOptions) {
  const who = o.longNames
    ? 'Maria Aparecida dos Santos Albuquerque de Oliveira e Vasconcellos'
    : 'Ana Administradora';
  const entries: [string, string, string][] = [
    ['2026-11-22 18:42:05', who, 'Emplacamentos por marca'],
    ['2026-11-22 18:40:11', who, 'Entrada no portal'],
    ['2026-11-21 09:03:40', 'Lúcia Loja', 'Boletim diário'],
  ];
  return entries.map(([acessadoEm, usuario, acesso]) => ({
    acessadoEm,
    usuario,
    login: usuario === 'Lúcia Loja' ? 'loja@emplacamento.demo' : 'administrador@emplacamento.demo',
    perfil: usuario === 'Lúcia Loja' ? 'Concessionária Loja' : 'Administrador',
    acesso,
  }));
}

const vehicle = {
  dataEmplacamento: '2026-10-14',
  placa: 'ABC1D23',
  chassi: '9BD195A4ZP0712345',
  renavam: '01234567897',
  marca: 'FIAT',
  modelo: 'ARGO',
  municipio: 'São Paulo',
};

/** The report calls of the access history and the vehicle look-up. */
export function lookupHandlers(options: LookupFixtureOptions = {}): HttpHandler[] {
  return [
    ...viewHandlers(),
    http.get('*/api/Emplacamento/Relatorios', () => HttpResponse.json(lookupDefinitions)),
    http.get('*/api/Emplacamento/Relatorios/:nome/Filtros', () => {
      const none: Schemas['RelatorioOpcoesFiltros'] = {
        RegioesOperacionais: [],
        AreasInfluencia: [],
        Municipios: [],
        GruposEmpresa: [],
        Empresas: [],
        TiposSegmento: [],
        Segmentos: [],
        Fabricantes: [],
      };
      return HttpResponse.json(none);
    }),
    http.post('*/api/Emplacamento/Relatorios/:nome/Executar', async ({ params, request }) => {
      const consulta = (await request.json()) as Schemas['RelatorioConsulta'];
      const definition = lookupDefinitions.find((d) => d.Nome === params.nome);
      if (!definition) return undefined;
      const f = consulta.filtros ?? {};
      const rows =
        definition.Nome === 'HistoricoAcesso'
          ? history(options)
          : f.placa === vehicle.placa
            ? [vehicle]
            : [];
      const answer: Schemas['RelatorioResultado'] = {
        Nome: definition.Nome,
        Colunas: [...definition.Dimensoes, ...definition.Medidas],
        Linhas: rows,
        Totais: null,
        TotalLinhas: rows.length,
        GeradoEm: '2026-11-23T12:00:00Z',
        DadosAte: '2026-11-22',
      };
      return HttpResponse.json(answer);
    }),
  ];
}
