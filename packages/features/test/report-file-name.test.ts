import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../src/reports/ReportPage/report-queries';

describe('fileNameOf', () => {
  it('reads the UTF-8 name the server writes for a report title with accents', () => {
    const name = 'Participação por região 2026-11-01 – 2026-11-30.xlsx';
    // As the server's content-disposition writes it: an ASCII stand-in, then the real name.
    const header = `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '?')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
    expect(fileNameOf(header)).toBe(name);
  });

  it('reads a plain name, quoted or not', () => {
    expect(fileNameOf('attachment; filename="Marca-2026-11-23.csv"')).toBe('Marca-2026-11-23.csv');
    expect(fileNameOf('attachment; filename=Marca.csv')).toBe('Marca.csv');
  });

  it('falls back to the plain name when the UTF-8 one is malformed, and to nothing without one', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%A.csv`)).toBe('a.csv');
    expect(fileNameOf('attachment')).toBeUndefined();
  });
});
