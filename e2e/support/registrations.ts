// Registration files for the import journey: CSV (`;`, header, dd/MM/yyyy) and XLSX with the
// domain's column names, rows with valid chassis, plates and RENAVAMs unique per `tag`, and bad
// rows where asked. The rules are the validators' (copied small, so the journey needs no package
// of the API): a 17-character chassis without I, O, Q ending in four digits and no run of six,
// a Mercosul plate, a RENAVAM with its check digit.
import ExcelJS from 'exceljs';

export const COLUMNS = [
  'data_emplacamento',
  'chassi',
  'placa',
  'renavam',
  'fabricante',
  'modelo',
  'versao',
  'segmento',
  'ano_fabricacao',
  'ano_modelo',
  'combustivel',
  'cor',
  'municipio_ibge',
  'cnpj_faturador',
  'tipo_venda',
] as const;

type Row = Record<(typeof COLUMNS)[number], string>;

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const letter = (n: number) => LETTERS[n % LETTERS.length] ?? 'A';

function renavamOf(n: number): string {
  const body = String(4_000_000_000 + n * 7919).padStart(10, '0');
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (body.charCodeAt(9 - i) - 48) * (2 + (i % 8));
  const digit = 11 - (sum % 11);
  return `${body}${String(digit >= 10 ? 0 : digit)}`;
}

/** A valid row `n` of the file tagged `tag` (three letters: the chassis differ between files). */
function validRow(tag: string, n: number): Row {
  // WMI 9BD, the tag, letters from the row number, seven digits: no six equal characters in a row.
  const chassi = `9BD${tag}${letter(n)}K${letter(n + 7)}M${String(1_234_560 + n * 13)}`;
  return {
    data_emplacamento: `${String((n % 28) + 1).padStart(2, '0')}/03/2025`,
    chassi,
    placa: `${tag}${String(n % 10)}${letter(n)}${String(n % 100).padStart(2, '0')}`,
    renavam: renavamOf(n + tag.charCodeAt(0) * 1000),
    fabricante: 'FIAT',
    modelo: 'ARGO',
    versao: 'ARGO 1.0 FLEX',
    segmento: 'Hatch',
    ano_fabricacao: '2024',
    ano_modelo: '2025',
    combustivel: 'FLEX',
    cor: 'BRANCO',
    municipio_ibge: '3550308',
    cnpj_faturador: '',
    tipo_venda: 'VAREJO',
  };
}

/** `count` rows of file `tag`; the rows at `bad` get an invalid chassis. */
export function rowsOf(tag: string, count: number, bad: readonly number[] = []): Row[] {
  return Array.from({ length: count }, (_, n) =>
    bad.includes(n) ? { ...validRow(tag, n), chassi: 'CHASSI-INVALIDO' } : validRow(tag, n),
  );
}

/** The CSV bytes of `rows` (UTF-8, CRLF). */
export function csvOf(rows: readonly Row[]): Buffer {
  const lines = [COLUMNS.join(';'), ...rows.map((row) => COLUMNS.map((c) => row[c]).join(';'))];
  return Buffer.from(lines.map((line) => `${line}\r\n`).join(''));
}

/** The XLSX bytes of `rows`, one sheet with the header row. */
export async function xlsxOf(rows: readonly Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Emplacamentos');
  sheet.addRow([...COLUMNS]);
  for (const row of rows) sheet.addRow(COLUMNS.map((c) => row[c]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
