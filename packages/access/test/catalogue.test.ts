import { describe, expect, it } from 'vitest';
import { eventCatalogue, portalSystemFor, reportCatalogue } from '../src';

describe('event catalogue', () => {
  it('has unique ids and unique codes, also once lowercased', () => {
    const ids = eventCatalogue.map((event) => event.id);
    const codes = eventCatalogue.map((event) => event.codigo.toLowerCase());
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('holds the 13 trading resources of §3 and an Emp_ event for every other screen', () => {
    expect(eventCatalogue.filter((event) => event.modulo === 'negociacao')).toHaveLength(13);
    for (const event of eventCatalogue.filter((e) => e.modulo !== 'negociacao')) {
      expect(event.codigo).toMatch(/^Emp_[A-Za-z0-9]+$/);
    }
  });

  it('has one event per report except the daily one, and one per chart', () => {
    const codes = new Set(eventCatalogue.map((event) => event.codigo));
    for (const { name } of reportCatalogue.filter((entry) => entry.kind === 'report')) {
      expect(codes.has(`Emp_Relatorio${name}`)).toBe(name !== 'BoletimDiario');
    }
    for (const { name } of reportCatalogue.filter((entry) => entry.kind === 'chart'))
      expect(codes.has(`Emp_Grafico${name}`)).toBe(true);
  });

  it('is sorted by id and frozen', () => {
    const ids = eventCatalogue.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(Object.isFrozen(eventCatalogue)).toBe(true);
  });
});

describe('portalSystemFor', () => {
  it('groups granted events by module, in id order, leaving empty modules out', () => {
    const granted = eventCatalogue.filter((event) => [301, 100, 201].includes(event.id));
    expect(portalSystemFor(granted)).toEqual({
      nome: 'EmplacamentoPortal',
      eventos: [],
      modulos: [
        {
          nome: 'Painel administrativo',
          eventos: [{ codigo: 'Emp_DashboardKpi', nome: 'Dashboard KPI' }],
        },
        {
          nome: 'Relatórios',
          eventos: [{ codigo: 'Emp_RelatorioMarca', nome: 'Emplacamentos por marca' }],
        },
        {
          nome: 'Gráficos',
          eventos: [{ codigo: 'Emp_GraficoTipoVenda', nome: 'Gráfico por tipo de venda' }],
        },
      ],
    });
  });
});
