// The four validation types and the period each covers around a reference day: Diário the day,
// Trimestral the calendar quarter, Padrão and Detalhado the month (Detalhado also lists every
// registration that matched). Civil dates ('YYYY-MM-DD') computed in UTC so no zone shifts a day.

/** 1 Diário, 2 Trimestral, 3 Padrão, 4 Detalhado. */
export type TipoValidacao = 1 | 2 | 3 | 4;

/** The types in id order, as ObterTiposValidacaoMarca answers them. */
export const TIPOS: readonly { Id: TipoValidacao; Nome: string }[] = [
  { Id: 1, Nome: 'Diário' },
  { Id: 2, Nome: 'Trimestral' },
  { Id: 3, Nome: 'Padrão' },
  { Id: 4, Nome: 'Detalhado' },
];

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The first and last day of the type's period around `referencia`; undefined for no real day. */
export function periodOf(
  tipo: TipoValidacao,
  referencia: string,
): { dataInicial: string; dataFinal: string } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(referencia);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  // 2025-02-30 is no day: Date.UTC would roll it into March.
  if (iso(time) !== referencia) return undefined;
  if (tipo === 1) return { dataInicial: referencia, dataFinal: referencia };
  const first = tipo === 2 ? Math.floor((month - 1) / 3) * 3 : month - 1;
  const months = tipo === 2 ? 3 : 1;
  return {
    dataInicial: iso(Date.UTC(year, first, 1)),
    // Day 0 of the month after the period is its last day.
    dataFinal: iso(Date.UTC(year, first + months, 0)),
  };
}
