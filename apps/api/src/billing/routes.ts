// The billing calls (/api/Emplacamento/ImportacaoFaturamento, /EfetivarFaturamentos). Thin: every
// call goes to a service of this folder or to the shared import service.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services.js';
import { todayInSaoPaulo } from '../analytics/period.js';
import { withTenant } from '../db/client.js';
import { receiveUpload } from '../files/upload.js';
import { fieldError } from '../http/field-errors.js';
import { localeOf as languageOf } from '../http/messages/index.js';
import { invalid } from '../http/problem.js';
import { route } from '../http/route.js';
import { criarImportacao, listarImportacoes } from '../registrations/service.js';
import { listarCobrancas, registrarPagamento } from './charges.js';
import { efetivarMes, empresasDoMes, reabrirMes, resumo } from './effectivation.js';
import { enviarCartas } from './letters.js';
import { saveParametros } from './parameters.js';

const IMPORTACAO = { permissao: 'emp_importacaofaturamento' };
const EFETIVACAO = { permissao: 'emp_efetivacaofaturamento' };

/**
 * The month of ObterEmpresasComFaturamentos: JSON (checked by the contract) or the legacy form
 * fields, checked here as the contract would.
 */
function monthOf(body: unknown): { ano: number; mes: number } {
  const fields = (body ?? {}) as Record<string, unknown>;
  const read = (field: string, min: number, max: number) => {
    const raw = fields[field];
    const value = typeof raw === 'number' ? raw : /^\d{1,4}$/.test(String(raw)) ? Number(raw) : NaN;
    if (Number.isInteger(value) && value >= min && value <= max) return value;
    throw invalid([
      fieldError(field, {
        code: 'campo.inteiro-fora-do-intervalo',
        params: { field, min, max },
      }),
    ]);
  };
  return { ano: read('AnoSelecionado', 2000, 2100), mes: read('MesSelecionado', 1, 12) };
}

const localeOf = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

/** Registers the billing routes. */
export function registerBillingRoutes(app: FastifyInstance, s: Services): void {
  // Uploads parse multipart only in this scope (every other route refuses it with 415).
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    route(scope, 'importarFaturamentos', IMPORTACAO, async ({ request, session }) => {
      const files = await receiveUpload(request, s, {
        categoria: 'ImportacaoFaturamento',
        maxFileBytes: s.config.imports.maxFileBytes,
      });
      const locale = localeOf(request);
      const imports = [];
      // One import per file, in the order sent; a file already imported answers its import.
      for (const file of files)
        imports.push(
          await withTenant(s.db, session.tenantId, () =>
            criarImportacao(
              s.db,
              s.publisher,
              session,
              { ArquivoGuid: file.Guid, AtualizarDashboard: false },
              locale,
              { tipo: 'Faturamento', devolverExistente: true },
            ),
          ),
        );
      return imports;
    });
  });

  const today = () => todayInSaoPaulo(s.now());

  // The form body of the legacy portal's month picker (the contract's other content type).
  void app.register((scope, _options, registered) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, text, done) => {
        // Form fields are text; the contract's checks then see the numbers as numbers.
        const fields = [...new URLSearchParams(String(text))].map(([name, value]) => [
          name,
          /^\d{1,9}$/.test(value) ? Number(value) : value,
        ]);
        done(null, Object.fromEntries(fields));
      },
    );
    route(scope, 'obterEmpresasComFaturamentos', EFETIVACAO, ({ request, session }) => {
      const { ano, mes } = monthOf(request.body);
      return empresasDoMes(s.db, session.tenantId, ano, mes);
    });
    registered();
  });

  route(app, 'efetivarFaturamentosResumo', EFETIVACAO, ({ session }) =>
    resumo(s.db, session.tenantId),
  );

  route(app, 'atualizarParametrosDeFaturamento', EFETIVACAO, ({ body, session }) =>
    saveParametros(s.db, session.tenantId, body),
  );

  route(app, 'efetivarMes', EFETIVACAO, ({ body, session }) =>
    efetivarMes(s.db, s.publisher, session, body.AnoSelecionado, body.MesSelecionado, today()),
  );

  route(app, 'reabrirMes', EFETIVACAO, ({ body, session }) =>
    reabrirMes(
      s.db,
      s.publisher,
      session,
      body.AnoSelecionado,
      body.MesSelecionado,
      body.Motivo,
      today(),
    ),
  );

  route(app, 'gerarPendenciaEnviarCartaCobranca', EFETIVACAO, ({ body, query, session }) =>
    enviarCartas(
      s,
      session,
      body.AnoSelecionado,
      body.MesSelecionado,
      query.forcarReenvio ?? false,
      today(),
    ),
  );

  route(app, 'listarCobrancas', EFETIVACAO, ({ body, query, session }) =>
    listarCobrancas(s.db, session.tenantId, body, query.paginar ?? true),
  );

  route(app, 'registrarPagamento', EFETIVACAO, ({ body, session }) =>
    registrarPagamento(s.db, s.publisher, session, body, today()),
  );

  route(app, 'consultarImportacoesFaturamento', IMPORTACAO, ({ body, query, session, request }) =>
    listarImportacoes(
      s.db,
      session.tenantId,
      body,
      query.paginar ?? true,
      localeOf(request),
      'Faturamento',
    ),
  );
}
