// The DashboardKPI calls as TanStack Query options, one per widget, keyed by call and period so a
// period seen once is shown again at once. The scope is the server's business: no call sends it.
import type { ApiClients } from '@emplacamento/api-client';
import { apiQueryOptions } from '@emplacamento/api-client/query';

/** The period every card shows. */
export interface Periodo {
  ano: number;
  /** 1–12. */
  mes: number;
}

const BASE = '/api/Emplacamento/DashboardKPI';

/** Query options of each DashboardKPI call for a period. */
export const kpiQueries = {
  participacaoMes: (c: ApiClients, p: Periodo) =>
    apiQueryOptions(['DashboardKPI', 'ParticipacaoMercadoTotalMes', p.ano, p.mes], (signal) =>
      c.registration.GET(`${BASE}/ParticipacaoMercadoTotalMes`, { params: { query: p }, signal }),
    ),
  participacaoAno: (c: ApiClients, p: Periodo) =>
    apiQueryOptions(['DashboardKPI', 'ParticipacaoMercadoTotalAno', p.ano, p.mes], (signal) =>
      c.registration.GET(`${BASE}/ParticipacaoMercadoTotalAno`, { params: { query: p }, signal }),
    ),
  participacaoMarca: (c: ApiClients, p: Periodo) =>
    apiQueryOptions(['DashboardKPI', 'ParticipacaoMarca', p.ano, p.mes], (signal) =>
      c.registration.GET(`${BASE}/ParticipacaoMarca`, { params: { query: p }, signal }),
    ),
  variacao: (c: ApiClients, p: Periodo) =>
    apiQueryOptions(['DashboardKPI', 'Variacao', p.ano, p.mes], (signal) =>
      c.registration.GET(`${BASE}/Variacao`, { params: { query: p }, signal }),
    ),
  vendaDiretaMarca: (c: ApiClients, p: Periodo) =>
    apiQueryOptions(['DashboardKPI', 'VendaDiretaXVarejoMarca', p.ano, p.mes], (signal) =>
      c.registration.GET(`${BASE}/VendaDiretaXVarejoMarca`, { params: { query: p }, signal }),
    ),
  vendaDiretaAno: (c: ApiClients, p: Periodo) =>
    apiQueryOptions(['DashboardKPI', 'VendaDiretaXVarejoAno', p.ano, p.mes], (signal) =>
      c.registration.GET(`${BASE}/VendaDiretaXVarejoAno`, { params: { query: p }, signal }),
    ),
  evolucao: (c: ApiClients, p: Periodo) =>
    apiQueryOptions(['DashboardKPI', 'EvolucaoMarca', p.ano, p.mes], (signal) =>
      c.registration.GET(`${BASE}/EvolucaoMarca`, { params: { query: p }, signal }),
    ),
  evolucaoDiaria: (c: ApiClients, p: Periodo) =>
    apiQueryOptions(['DashboardKPI', 'EvolucaoMarcaDiario', p.ano, p.mes], (signal) =>
      c.registration.GET(`${BASE}/EvolucaoMarcaDiario`, { params: { query: p }, signal }),
    ),
};
