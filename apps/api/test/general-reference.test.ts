// General calls of the reference data over HTTP: the document holder and the calendar with the
// movable national holidays (Carnival, Good Friday, Corpus Christi follow Easter).
import { describe, expect, it } from 'vitest';
import { blockedDays, easter, isBusinessDay, nationalHolidays } from '../src/general/calendar.js';
import { problemOf, useReferenceServer } from './helpers.js';

describe('calendar rules', () => {
  it('finds Easter and the movable holidays of known years', () => {
    expect(easter(2024)).toBe('2024-03-31');
    expect(easter(2025)).toBe('2025-04-20');
    expect(easter(2026)).toBe('2026-04-05');
    const y2026 = nationalHolidays(2026);
    expect(y2026.get('2026-02-16')).toBe('Carnaval');
    expect(y2026.get('2026-02-17')).toBe('Carnaval');
    expect(y2026.get('2026-04-03')).toBe('Sexta-feira Santa');
    expect(y2026.get('2026-06-04')).toBe('Corpus Christi');
    expect(y2026.get('2026-11-20')).toContain('Consciência Negra');
    expect(nationalHolidays(2023).has('2023-11-20')).toBe(false);
    expect(isBusinessDay('2026-02-18')).toBe(true); // Ash Wednesday
    expect(isBusinessDay('2026-11-21')).toBe(false); // Saturday
  });

  it('lists a holiday on a weekend once, as the holiday', () => {
    // 2026-11-15 (Proclamação da República) is a Sunday.
    const days = blockedDays('2026-11-14', '2026-11-16');
    expect(days).toEqual([
      { Data: '2026-11-14', Descricao: 'Fim de semana', Tipo: 'FimDeSemana' },
      { Data: '2026-11-15', Descricao: 'Proclamação da República', Tipo: 'FeriadoNacional' },
    ]);
  });
});

describe('general calls', () => {
  const t = useReferenceServer('', ['abracaf']);

  const get = (url: string, headers = t.admin) =>
    t.server.app.inject({ method: 'GET', url, headers });

  it('answers whether a day is a business day and lists blocked days', async () => {
    expect((await get('/api/Geral/Calendario/EhDiaUtil?data=2026-02-17')).json()).toBe(false);
    expect((await get('/api/Geral/Calendario/EhDiaUtil?data=2026-06-04')).json()).toBe(false);
    expect((await get('/api/Geral/Calendario/EhDiaUtil?data=2026-06-05')).json()).toBe(true);
    const year = await get('/api/Geral/Calendario/ObterDatasBloqueadas?dataInicial=2026-01-01');
    const days = year.json<{ Data: string; Tipo: string }[]>();
    expect(days.filter((d) => d.Tipo === 'FeriadoNacional').map((d) => d.Data)).toContain(
      '2026-04-03',
    );
    expect(days.at(-1)?.Data).toBe('2027-01-01');
    const bad = await get(
      '/api/Geral/Calendario/ObterDatasBloqueadas?dataInicial=2026-01-01&dataFinal=2025-01-01',
    );
    expect(problemOf(bad).errors?.[0]?.field).toBe('dataFinal');
    expect((await get('/api/Geral/Calendario/EhDiaUtil?data=ontem')).statusCode).toBe(400);
  });

  it('finds the holder of a CNPJ within the tenant only', async () => {
    const list = await t.server.app.inject({
      method: 'POST',
      url: '/api/GerenciarEmpresas/EmpresaGrid/ListarEmpresasDetalhadas',
      headers: t.admin,
      payload: { draw: 1, start: 0, length: 1 },
    });
    const dealer = list.json<{ Data: { data: { Id: number; CNPJ: string }[] } }>().Data.data[0];
    const found = await get(`/api/Geral/Pessoa/Documento/${dealer?.CNPJ ?? ''}`);
    expect(found.json()).toMatchObject({ TipoPessoa: 'Juridica', EmpresaId: dealer?.Id });
    // Nobody holding it is an answer, not an error: 204 without a body (the browser logs a 404).
    const elsewhere = await get(`/api/Geral/Pessoa/Documento/${dealer?.CNPJ ?? ''}`, t.other);
    expect([elsewhere.statusCode, elsewhere.body]).toEqual([204, '']);
    expect((await get('/api/Geral/Pessoa/Documento/11222333000182')).statusCode).toBe(400);
    const nobody = await get('/api/Geral/Pessoa/Documento/52998224725');
    expect([nobody.statusCode, nobody.body]).toEqual([204, '']);
  });
});
