// The development outbox (no SMTP) on a real database: a collection letter's mail lists its PDF
// attachment (name, type, size), in the list and in the one mail; a mail with none lists none.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  billingCsv,
  billingRow,
  dealersOf,
  importBillings,
  type Dealer,
} from './billing-helpers.js';
import { auth, login, useReferenceServer } from './helpers.js';

interface Email {
  id: string;
  assunto: string;
  anexos: { nome: string; tipoConteudo: string; tamanho: number }[];
}

describe('the development outbox', () => {
  const ctx = useReferenceServer('/api', ['abracaf']);
  let admin: Record<string, string>;

  beforeAll(async () => {
    admin = auth((await login(ctx.server.app, 'administrador')).token);
    const [a] = (await dealersOf(ctx.server, 'abracaf', 1)) as [Dealer];
    const imported = await importBillings(
      ctx.server,
      admin,
      'junho.csv',
      billingCsv([billingRow(a, { mes: '6', quantidade_veiculos: '8' })]),
    );
    expect(imported.Status).toBe('Concluida');
    const sent = await ctx.call(
      'POST',
      '/Emplacamento/EfetivarFaturamentos/GerarPendenciaEnviarCartaCobranca',
      admin,
      { AnoSelecionado: 2025, MesSelecionado: 6 },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ CartasEnviadas: number }>().CartasEnviadas).toBe(1);
    await ctx.server.app.inject({
      method: 'POST',
      url: '/api/Administracao/Usuario/RecuperarSenha/SolicitarCodigo',
      headers: { domain: 'abracaf' },
      payload: { email: 'regional@abracaf.demo' },
    });
  }, 180_000);

  it("lists a letter's PDF attachment, and none on a mail without", async () => {
    const outbox = await ctx.call('GET', '/Dev/Outbox', admin);
    expect(outbox.statusCode, outbox.body).toBe(200);
    const mails = outbox.json<Email[]>();
    const letter = mails.find((m) => m.assunto.startsWith('Carta de cobrança'));
    expect(letter?.anexos).toEqual([
      {
        nome: expect.stringMatching(/^carta-cobranca-2025-06-\d+\.pdf$/) as string,
        tipoConteudo: 'application/pdf',
        tamanho: expect.any(Number) as number,
      },
    ]);
    expect(letter?.anexos[0]?.tamanho).toBeGreaterThan(500);
    const code = mails.find((m) => m !== letter);
    expect(code?.anexos).toEqual([]);
    const one = await ctx.call('GET', `/Dev/Outbox/${letter?.id ?? ''}`, admin);
    expect(one.json<Email>().anexos).toEqual(letter?.anexos);
  });

  it('is refused to a user who is no administrator', async () => {
    expect((await ctx.call('GET', '/Dev/Outbox', ctx.loja)).statusCode).toBe(403);
  });
});
