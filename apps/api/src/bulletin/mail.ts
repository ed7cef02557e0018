// The bulletin's e-mail: the BoletimDiario table (every brand's figures and the totals) as HTML
// with a link to the report, and the same figures as plain text for readers without HTML.
import type { runReport } from '../reports/engine.js';

type Report = Awaited<ReturnType<typeof runReport>>;
type Cell = string | number | boolean | null | undefined;

const numbers = new Intl.NumberFormat('pt-BR');
const decimals = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A cell as the reader sees it (pt-BR numbers, percentages with one decimal). */
function shown(value: Cell, tipo: string): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number')
    return tipo === 'percentual'
      ? `${decimals.format(value)} %`
      : tipo === 'decimal'
        ? decimals.format(value)
        : numbers.format(value);
  return String(value);
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

const br = (iso: string) => iso.split('-').reverse().join('/');

/** The HTML body. */
export function bulletinHtml(report: Report, dia: string, link: string): string {
  const head = report.Colunas.map(
    (c) => `<th style="text-align:left;padding:4px 8px">${escape(c.Titulo)}</th>`,
  ).join('');
  const row = (values: Record<string, Cell>, strong: boolean) =>
    `<tr>${report.Colunas.map(
      (c) =>
        `<td style="padding:4px 8px${strong ? ';font-weight:bold' : ''}">${escape(shown(values[c.Chave], c.Tipo))}</td>`,
    ).join('')}</tr>`;
  const body = report.Linhas.map((l) => row(l, false)).join('');
  const totals = row({ ...(report.Totais ?? {}), [report.Colunas[0]?.Chave ?? '']: 'Total' }, true);
  return `<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif">
<h1 style="font-size:18px">Boletim diário de emplacamentos — ${br(dia)}</h1>
<p>Emplacamentos do mês até ${br(report.DadosAte ?? dia)}, por marca.</p>
<table style="border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>${body}${totals}</tbody></table>
<p><a href="${escape(link)}">Abrir o Boletim Diário no portal</a></p>
</body></html>`;
}

/** The plain-text body. */
export function bulletinText(report: Report, dia: string, link: string): string {
  const line = (values: Record<string, Cell>) =>
    report.Colunas.map((c) => `${c.Titulo}: ${shown(values[c.Chave], c.Tipo)}`).join(' · ');
  return [
    `Boletim diário de emplacamentos — ${br(dia)}`,
    '',
    ...report.Linhas.map(line),
    '',
    `Total — ${line(report.Totais ?? {})}`,
    '',
    `Abrir o Boletim Diário no portal: ${link}`,
  ].join('\n');
}
