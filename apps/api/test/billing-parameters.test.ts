// The billing parameters of a tenant that never saved them, through the API on a real database
// (PGlite, and PostgreSQL with TEST_DATABASE=postgres): the collection letters' default sender is
// on the tenant's own mail domain (stored, else from its hosts), never the default tenant's; a
// saved sender replaces it for that tenant only; a sender that is no address is refused.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailDomainOf } from '../src/billing/parameters.js';
import { auth, login, platformSql, problemOf, useReferenceServer } from './helpers.js';

describe('billing parameters of a tenant that never saved them', () => {
  const ctx = useReferenceServer('/api/Emplacamento/EfetivarFaturamentos', []);
  const db = platformSql(() => ctx.server);
  const billingOf = async (tenant: string) =>
    auth((await login(ctx.server.app, 'faturamento', tenant)).token, tenant);
  const sender = async (tenant: string) => {
    const response = await ctx.call('GET', '', await billingOf(tenant));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ Parametros: { EmailRemetente: string } }>().Parametros.EmailRemetente;
  };
  const parametros = (EmailRemetente: string) => ({
    ValorPorVeiculo: 20,
    DiaVencimento: 15,
    TiposNota: ['DVR'],
    EmailRemetente,
    AssuntoCarta: 'Cobrança {empresa}',
    TextoCarta: 'Devido por {empresa}: {valor}, vence em {vencimento}.',
  });

  it("sends each tenant's letters from its own mail domain", async () => {
    expect(await sender('abracaf')).toBe('cobranca@abracaf.demo');
    expect(await sender('assobrav')).toBe('cobranca@assobrav.demo');
    expect(await sender('default')).toBe('cobranca@emplacamento.demo');
  });

  it('takes the domain from the hosts when the tenant stores none', async () => {
    await db.execute(sql`update tenant set dominio_email = null,
        hosts = array['emplacamento.abrac.org.br'] where id = 'abrac'`);
    expect(await sender('abrac')).toBe('cobranca@emplacamento.abrac.org.br');
    await db.execute(
      sql`update tenant set hosts = array['127.0.0.1', 'localhost'] where id = 'abrac'`,
    );
    expect(await sender('abrac')).toBe('cobranca@abrac.localhost');
  });

  it('keeps a saved sender for its tenant only', async () => {
    const billing = await billingOf('assobrav');
    const saved = await ctx.call(
      'POST',
      '/AtualizarParametrosDeFaturamento',
      billing,
      parametros('financeiro@assobrav.org.br'),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await sender('assobrav')).toBe('financeiro@assobrav.org.br');
    expect(await sender('abracaf')).toBe('cobranca@abracaf.demo');
  });

  it('refuses a sender that is no address, and keeps the one it had', async () => {
    const billing = await billingOf('abracaf');
    const refused = await ctx.call(
      'POST',
      '/AtualizarParametrosDeFaturamento',
      billing,
      parametros('cobrança na abracaf'),
    );
    expect(refused.statusCode).toBe(400);
    expect(problemOf(refused).errors?.map((e) => e.field)).toContain('EmailRemetente');
    expect(await sender('abracaf')).toBe('cobranca@abracaf.demo');
  });
});

describe('a tenant’s mail domain', () => {
  it('is the stored one, else the first host that is a domain name, else <id>.localhost', () => {
    const row = { id: 'nova', dominioEmail: null, hosts: [] as string[] };
    expect(mailDomainOf({ ...row, dominioEmail: ' Nova.ORG.br ' })).toBe('nova.org.br');
    expect(
      mailDomainOf({ ...row, hosts: ['localhost', '10.0.0.1', 'portal.nova.org.br:8443'] }),
    ).toBe('portal.nova.org.br');
    expect(mailDomainOf(row)).toBe('nova.localhost');
  });
});
