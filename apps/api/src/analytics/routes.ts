// The KPI dashboard's calls (/api/Emplacamento/DashboardKPI): each resolves the caller's scope on
// the server (its profile, narrowed by the query's filters) and reads the rollups.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';
import type { Session } from '../auth/session.js';
import { route } from '../http/route.js';
import { refreshAggregates } from './aggregates.js';
import {
  evolucaoMarca,
  evolucaoMarcaDiario,
  participacaoMarca,
  participacaoMercadoTotalAno,
  participacaoMercadoTotalMes,
  variacao,
  vendaDiretaXVarejoAno,
  vendaDiretaXVarejoMarca,
  type Leitura,
} from './kpi.js';
import { escopoOf, type FiltrosKpi } from './scope.js';

const DASHBOARD = { permissao: 'emp_dashboardkpi' };

/** Registers the DashboardKPI routes. */
export function registerAnalyticsRoutes(app: FastifyInstance, s: Services): void {
  const leitura = async (session: Session, filtros: FiltrosKpi): Promise<Leitura> => ({
    db: s.db,
    escopo: await escopoOf(s.db, session, filtros),
    now: s.now(),
  });

  route(app, 'participacaoMercadoTotalMes', DASHBOARD, async ({ session, query }) =>
    participacaoMercadoTotalMes(await leitura(session, query), query),
  );
  route(app, 'participacaoMercadoTotalAno', DASHBOARD, async ({ session, query }) =>
    participacaoMercadoTotalAno(await leitura(session, query), query),
  );
  route(app, 'participacaoMarca', DASHBOARD, async ({ session, query }) =>
    participacaoMarca(await leitura(session, query), query),
  );
  route(app, 'variacao', DASHBOARD, async ({ session, query }) =>
    variacao(await leitura(session, query), query),
  );
  route(app, 'vendaDiretaXVarejoMarca', DASHBOARD, async ({ session, query }) =>
    vendaDiretaXVarejoMarca(await leitura(session, query), query),
  );
  route(app, 'vendaDiretaXVarejoAno', DASHBOARD, async ({ session, query }) =>
    vendaDiretaXVarejoAno(await leitura(session, query), query),
  );
  route(app, 'evolucaoMarca', DASHBOARD, async ({ session, query }) =>
    evolucaoMarca(await leitura(session, query), query),
  );
  route(app, 'evolucaoMarcaDiario', DASHBOARD, async ({ session, query }) =>
    evolucaoMarcaDiario(await leitura(session, query), query),
  );
  route(app, 'atualizarDashboard', DASHBOARD, async ({ session }) => {
    const done = await refreshAggregates(s.db, session.tenantId, s.now());
    return { AtualizadoEm: done.atualizadoEm.toISOString() };
  });
}
