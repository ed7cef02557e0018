// Saved report views and stars (/api/Emplacamento/Visoes, /api/Emplacamento/Favoritos): open to
// every signed-in user, each view and star checked against the report it names (who may open it,
// who owns or sees the view) in the service (docs/decisions/0265).
import type { FastifyInstance } from 'fastify';
import { localeOf } from '../http/messages/index.js';
import { route } from '../http/route.js';
import type { Services } from '../services.js';
import { listFavourites, starReport, starView, unstar } from './favourites.js';
import { openView } from './opening.js';
import { createView, listViews, removeView, updateView } from './views.js';

/** Registers the saved-view and star routes. */
export function registerViewRoutes(app: FastifyInstance, s: Services): void {
  const language = (headers: { 'accept-language'?: string | string[] }) =>
    localeOf(headers['accept-language']);

  route(app, 'listarVisoes', ({ session, request }) =>
    listViews(s.db, session, language(request.headers)),
  );
  route(app, 'criarVisao', ({ session, body, request }) =>
    createView(s.db, session, body, language(request.headers), s.now()),
  );
  route(app, 'alterarVisao', ({ session, params, body, request }) =>
    updateView(s.db, session, params.id, body, language(request.headers), s.now()),
  );
  route(app, 'removerVisao', async ({ session, params }) => {
    await removeView(s.db, session, params.id);
    return undefined;
  });
  route(app, 'abrirVisao', ({ session, params, request }) =>
    openView(s.db, session, params.id, language(request.headers), s.now()),
  );

  route(app, 'listarFavoritos', ({ session }) => listFavourites(s.db, session));
  route(app, 'marcarRelatorioFavorito', async ({ session, params }) => {
    await starReport(s.db, session, params.nome, s.now());
    return undefined;
  });
  route(app, 'desmarcarRelatorioFavorito', async ({ session, params }) => {
    await unstar(s.db, session, { relatorio: params.nome });
    return undefined;
  });
  route(app, 'marcarVisaoFavorita', async ({ session, params }) => {
    await starView(s.db, session, params.id, s.now());
    return undefined;
  });
  route(app, 'desmarcarVisaoFavorita', async ({ session, params }) => {
    await unstar(s.db, session, { visaoId: params.id });
    return undefined;
  });
}
