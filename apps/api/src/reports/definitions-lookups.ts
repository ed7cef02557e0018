// The vehicle look-up, InformacaoVeiculo: the registrations of one vehicle found by plate, chassis
// or RENAVAM, each checked by the shared rule of @emplacamento/validators (the page checks the same
// as the user types; the server refuses what slips through with the rule's message in the
// request's language). Values are compared in the form the import stores them: a plate without its
// hyphen and uppercased, a chassis without spaces and uppercased, a RENAVAM as its digits. A
// vehicle registered outside the user's scope is not found, as any figure outside it is not shown.
import {
  isValidChassi,
  isValidPlaca,
  isValidRenavam,
  onlyDigits,
  parsePlaca,
} from '@emplacamento/validators';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { fieldError } from '../http/contract.js';
import { invalid } from '../http/problem.js';
import type { Coluna, Linha, ReportDefinition, RunContext } from './definition.js';
import { chosenOrMonthToDate } from './periods.js';
import { marca, text } from './shaping.js';
import { columnTitle } from './texts.js';

/** One registration as the vehicle reports show it (a row of {@link registroColunas}). */
export interface Registro extends Linha {
  dataEmplacamento: string;
  placa: string | null;
  chassi: string;
  renavam: string | null;
  marca: string;
  modelo: string;
  versao: string;
  segmento: string | null;
  anos: string;
  combustivel: string | null;
  cor: string | null;
  municipio: string;
  uf: string;
  concessionaria: string | null;
  tipoVenda: string;
}

/**
 * The registrations of the tenant that `where` keeps (a condition on `e`), each already the
 * report's row: named, titled in the request's language by the database. A list of 34 thousand
 * rows is then built once, where a second object per row (or a column added to each) was a tenth
 * of the dual registrations' run (docs/decisions/0212). `from` names `e` (the registrations, or
 * their copy of the dual ones, which has the same columns, with what it joins) and `columns`
 * adds to the row what it brings.
 */
export const registrosWhere = <T extends Registro = Registro>(
  ctx: RunContext,
  where: SQL,
  { from = sql`emplacamento e`, columns = sql`` }: { from?: SQL; columns?: SQL } = {},
) =>
  queryRows<T>(
    ctx.db,
    sql`select e.data_emplacamento::text as "dataEmplacamento", e.placa, e.chassi, e.renavam,
          f.nome as marca, coalesce(mo.nome, ${columnTitle('naoInformado', ctx.locale)}) as modelo,
          n.versao, s.nome as segmento, e.ano_fabricacao || '/' || e.ano_modelo as anos,
          e.combustivel, e.cor, m.nome as municipio, es.sigla as uf,
          c.nome_fantasia as concessionaria,
          case e.tipo_venda when 'VAREJO' then ${columnTitle('varejo', ctx.locale)}
            else ${columnTitle('vendaDireta', ctx.locale)} end as "tipoVenda" ${columns}
        from ${from}
        join fabricante f on f.tenant_id = e.tenant_id and f.id = e.fabricante_id
        join nomenclatura n on n.tenant_id = e.tenant_id and n.id = e.nomenclatura_id
        left join modelo mo on mo.tenant_id = e.tenant_id and mo.id = e.modelo_id
        left join segmento s on s.tenant_id = e.tenant_id and s.id = e.segmento_id
        join municipio m on m.tenant_id = e.tenant_id and m.id = e.municipio_id
        join estado es on es.id = m.estado_id
        left join concessionaria c on c.tenant_id = e.tenant_id and c.id = e.concessionaria_id
        where e.tenant_id = ${ctx.scope.tenantId}
          ${ctx.scope.municipios ? sql`and e.municipio_id in (${ctx.scope.municipios})` : sql``}
          and ${where}`,
  );

/** The columns of a registration, in the order the vehicle reports show them. */
export const registroColunas: readonly Coluna[] = [
  { chave: 'dataEmplacamento', tipo: 'data', titulo: 'dataEmplacamento' },
  text('placa'),
  text('chassi'),
  text('renavam'),
  marca,
  text('modelo'),
  text('versao'),
  text('segmento'),
  text('anos'),
  text('combustivel'),
  text('cor'),
  text('municipio'),
  text('uf'),
  text('concessionaria'),
  text('tipoVenda'),
];

/** Each look-up field: its rule (the validators' rule name is its message code) and stored form. */
const LOOKUPS = [
  ['placa', isValidPlaca, (v: string) => parsePlaca(v).toUpperCase()],
  ['chassi', isValidChassi, (v: string) => v.replace(/\s/g, '').toUpperCase()],
  ['renavam', isValidRenavam, onlyDigits],
] as const;

export const lookupDefinitions: readonly ReportDefinition[] = [
  {
    nome: 'InformacaoVeiculo',
    dimensoes: registroColunas.slice(0, 4),
    medidas: registroColunas.slice(4),
    ordem: [{ column: 'dataEmplacamento', dir: 'desc' }],
    periodo: chosenOrMonthToDate,
    shape: async (ctx) => {
      const conditions: SQL[] = [];
      const errors = [];
      for (const [field, rule, stored] of LOOKUPS) {
        const typed = ctx.filtros[field]?.trim() ?? '';
        if (typed === '') continue;
        if (!rule(typed)) errors.push(fieldError(`filtros.${field}`, { code: field }));
        else conditions.push(sql`e.${sql.identifier(field)} = ${stored(typed)}`);
      }
      if (errors.length > 0) throw invalid(errors);
      // Nothing typed yet: nothing to look up (the page asks for a plate, chassis or RENAVAM).
      const rows =
        conditions.length === 0 ? [] : await registrosWhere(ctx, sql.join(conditions, sql` and `));
      return {
        colunas: [...registroColunas],
        linhas: rows,
        totais: null,
      };
    },
  },
];
