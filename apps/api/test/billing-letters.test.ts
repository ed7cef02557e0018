// Collection letters through a real SMTP server (smtp-server from the registry, in this process,
// on a free port) on a real database: the letters of a month's pending charges are mailed once
// with the PDF attached; the PDF's own text (read with unpdf) names the dealership, the amount and
// the due date; a second call sends nothing unless forcarReenvio=true; the letters stay in the
// file archive and in the billing log.
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivo } from '../src/db/schema-files.js';
import { concessionaria } from '../src/db/schema-reference.js';
import { documentoRealtime } from '../src/db/schema-realtime.js';
import { seedReference } from '../src/seed/reference.js';
import {
  billingCsv,
  billingRow,
  dealersOf,
  importBillings,
  type Dealer,
} from './billing-helpers.js';
import { auth, createTestServer, inTenant, login, type TestServer } from './helpers.js';

describe('collection letters', () => {
  const received: ParsedMail[] = [];
  let smtp: SMTPServer;
  let server: TestServer;
  let billing: Record<string, string>;
  let a: Dealer;
  let b: Dealer;
  const call = (forcar?: boolean) =>
    server.app.inject({
      method: 'POST',
      url: `/api/Emplacamento/EfetivarFaturamentos/GerarPendenciaEnviarCartaCobranca${
        forcar === undefined ? '' : `?forcarReenvio=${String(forcar)}`
      }`,
      headers: billing,
      payload: { AnoSelecionado: 2025, MesSelecionado: 5 },
    });
  const db = () => server.database.db;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    server = await createTestServer({ smtpUrl: `smtp://127.0.0.1:${String(port)}` });
    await seedReference(db(), ['abracaf']);
    billing = auth((await login(server.app, 'faturamento')).token);
    [a, b] = (await dealersOf(server, 'abracaf', 2)) as [Dealer, Dealer];
    await inTenant(server, 'abracaf', async () => {
      for (const [dealer, email] of [
        [a, 'financeiro-a@concessionaria.test'],
        [b, 'financeiro-b@concessionaria.test'],
      ] as const)
        await db()
          .update(concessionaria)
          .set({ emailFaturamento: email })
          .where(and(eq(concessionaria.tenantId, 'abracaf'), eq(concessionaria.id, dealer.id)));
    });
    const saved = await server.app.inject({
      method: 'POST',
      url: '/api/Emplacamento/EfetivarFaturamentos/AtualizarParametrosDeFaturamento',
      headers: billing,
      payload: {
        ValorPorVeiculo: 20,
        DiaVencimento: 15,
        TiposNota: ['DVR', 'DVE'],
        EmailRemetente: 'cobranca@abracaf.test',
        AssuntoCarta: 'Carta de cobrança — {empresa}',
        TextoCarta:
          'Consta em aberto a contribuição de {empresa}: {valor}, vencimento {vencimento}.',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const imported = await importBillings(
      server,
      billing,
      'maio.csv',
      billingCsv([
        billingRow(a, { mes: '5', quantidade_veiculos: '10' }),
        billingRow(b, { mes: '5', quantidade_veiculos: '1234' }),
      ]),
    );
    expect(imported.Status).toBe('Concluida');
  }, 180_000);

  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => {
      smtp.close(() => {
        resolve();
      });
    });
  });

  describe('the first call', () => {
    let answer: Record<string, unknown>;
    beforeAll(async () => {
      const response = await call();
      expect(response.statusCode, response.body).toBe(200);
      answer = response.json();
    });

    it('closes the open month and mails one letter per pending charge', () => {
      expect(answer).toEqual({
        Ano: 2025,
        Mes: 5,
        CobrancasGeradas: 2,
        CartasEnviadas: 2,
        CartasJaEnviadas: 0,
      });
      expect(received.map((m) => m.subject).sort()).toEqual(
        [`Carta de cobrança — ${a.nome}`, `Carta de cobrança — ${b.nome}`].sort(),
      );
      const toB = received.find((m) => m.subject?.endsWith(b.nome));
      expect(toB?.from?.text).toBe('cobranca@abracaf.test');
      expect(toB?.text).toContain('R$ 24.680,00');
    });

    it('attaches a valid PDF whose text names the dealership, the amount and the due date', async () => {
      const toB = received.find((m) => m.subject?.endsWith(b.nome));
      const [attachment] = toB?.attachments ?? [];
      expect(attachment?.contentType).toBe('application/pdf');
      const bytes = new Uint8Array(attachment?.content ?? Buffer.alloc(0));
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain(b.nome);
      expect(flat).toContain('R$ 24.680,00');
      expect(flat).toContain('15 de junho de 2025');
    });
  });

  it('sends nothing the second time, and everything again with forcarReenvio=true', async () => {
    const before = received.length;
    const again = await call(false);
    expect(again.json()).toMatchObject({
      CobrancasGeradas: 0,
      CartasEnviadas: 0,
      CartasJaEnviadas: 2,
    });
    expect(received.length).toBe(before);
    const forced = await call(true);
    expect(forced.json()).toMatchObject({ CartasEnviadas: 2, CartasJaEnviadas: 0 });
    expect(received.length).toBe(before + 2);
  });

  it('keeps every letter in the file archive and in the billing log', async () => {
    const files = await inTenant(server, 'abracaf', () =>
      db()
        .select()
        .from(arquivo)
        .where(and(eq(arquivo.tenantId, 'abracaf'), eq(arquivo.categoria, 'CartaCobranca'))),
    );
    expect(files).toHaveLength(4);
    const lines = await inTenant(server, 'abracaf', () =>
      db()
        .select()
        .from(documentoRealtime)
        .where(
          and(
            eq(documentoRealtime.tenantId, 'abracaf'),
            eq(documentoRealtime.colecao, 'logFaturamento'),
          ),
        ),
    );
    const letters = lines.filter((l) => l.dados.tipo === 'Carta');
    expect(letters).toHaveLength(4);
    expect(letters.map((l) => l.dados.para)).toContain('financeiro-a@concessionaria.test');
  });
});
