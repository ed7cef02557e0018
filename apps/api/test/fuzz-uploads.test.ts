// The contract fuzz suite's upload family: hostile files through every import (registrations and
// billings): a NUL byte in the header, any binary renamed .xlsx, a ZIP that is only an end
// record, a zip bomb and an XLSX cell longer than Excel allows. Each import must reach a final
// state (Falhou) with a message in the reader's language at once, on its first attempt, and leave
// the queue free for the next tenant's import.
import { Zip, ZipDeflate } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { COLUNAS } from '../src/registrations/columns.js';
import { seeded } from './fuzz-values.js';
import { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { seedReference } from '../src/seed/reference.js';
import { auth, createTestServer, login, platformSql, type TestServer } from './helpers.js';
import { importBillings } from './billing-helpers.js';
import { importFile, validRow, csvText, type Importacao } from './registrations-helpers.js';

/** Uncompressed bytes the test server's XLSX reader takes (small, so the bomb is small). */
const MAX_UNCOMPRESSED = 4 * 1024 * 1024;

/** A ZIP of `entries` (name, then chunks of its content), deflated as it is built. */
function zipOf(entries: [string, Iterable<Uint8Array>][]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Uint8Array[] = [];
    const zip = new Zip((error, data, final) => {
      if (error) reject(error);
      else {
        parts.push(data);
        if (final) resolve(Buffer.concat(parts));
      }
    });
    for (const [name, chunks] of entries) {
      const file = new ZipDeflate(name, { level: 9 });
      zip.add(file);
      for (const chunk of chunks) file.push(chunk);
      file.push(new Uint8Array(0), true);
    }
    zip.end();
  });
}

/** The parts of an XLSX around its first sheet's XML. */
const workbookParts = (sheet: Iterable<Uint8Array>): [string, Iterable<Uint8Array>][] => {
  const text = (s: string) => [new TextEncoder().encode(s)];
  return [
    [
      '[Content_Types].xml',
      text(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    ],
    [
      '_rels/.rels',
      text(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
    ],
    [
      'xl/workbook.xml',
      text(
        '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    ],
    [
      'xl/_rels/workbook.xml.rels',
      text(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    ],
    ['xl/worksheets/sheet1.xml', sheet],
  ];
};

/** `bytes` of one character, in chunks of 1 MiB. */
function* run(char: string, bytes: number): Generator<Uint8Array> {
  const chunk = new TextEncoder().encode(char.repeat(1024 * 1024));
  for (let left = bytes; left > 0; left -= chunk.length)
    yield left >= chunk.length ? chunk : chunk.subarray(0, left);
}

const sheetStart =
  '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>';
const sheetEnd = '</t></is></c></row></sheetData></worksheet>';

/** The hostile files, each with the failure message (English) it must end with. */
async function hostileFiles(): Promise<{ name: string; content: Buffer; message: RegExp }[]> {
  const random = seeded(20261201);
  const binary = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(random() * 256)));
  binary[10] = 0;
  const header = `${COLUNAS.join(';')}\r\n`;
  const encode = (s: string) => new TextEncoder().encode(s);
  return [
    {
      name: 'nul-header.csv',
      content: Buffer.from(
        `${header.replace(';', '\u0000;')}${csvText([validRow(1)]).split('\r\n')[1] ?? ''}\r\n`,
      ),
      message: /not a CSV or XLSX file \(it holds NUL bytes\)/,
    },
    {
      name: 'binary.xlsx',
      content: binary,
      message: /not a CSV or XLSX file \(it holds NUL bytes\)/,
    },
    {
      name: 'end-record.xlsx',
      content: Buffer.concat([Buffer.from('PK\u0005\u0006'), Buffer.alloc(18)]),
      message: /not a CSV or XLSX file \(it holds NUL bytes\)/,
    },
    {
      name: 'bomb.xlsx',
      content: await zipOf(
        workbookParts([encode(sheetStart), ...run('0', MAX_UNCOMPRESSED * 2), encode(sheetEnd)]),
      ),
      message: /larger than the reader takes once uncompressed/,
    },
    {
      name: 'long-cell.xlsx',
      content: await zipOf(
        workbookParts([encode(sheetStart), ...run('A', 300_000), encode(sheetEnd)]),
      ),
      message: /cell longer than 32767 characters/,
    },
  ];
}

describe('contract fuzz: hostile files through every upload', () => {
  const ctx = {} as {
    server: TestServer;
    admin: Record<string, string>;
    other: Record<string, string>;
  };
  let files: Awaited<ReturnType<typeof hostileFiles>>;
  beforeAll(async () => {
    const imports = {
      ...loadConfig({ NODE_ENV: 'test' }).imports,
      xlsxMaxUncompressedBytes: MAX_UNCOMPRESSED,
    };
    ctx.server = await createTestServer({ imports });
    await seedReference(ctx.server.database.db, ['abracaf', 'assobrav']);
    ctx.admin = auth((await login(ctx.server.app, 'administrador')).token);
    ctx.other = auth((await login(ctx.server.app, 'administrador', 'assobrav')).token, 'assobrav');
    files = await hostileFiles();
  }, 180_000);
  afterAll(() => ctx.server.close());

  const imports: [
    string,
    (
      s: TestServer,
      h: Record<string, string>,
      name: string,
      content: Buffer,
    ) => Promise<Importacao>,
  ][] = [
    ['registrations', importFile],
    ['billings', importBillings],
  ];

  it('ends every hostile import at once in Falhou, with a message in the reader’s language', async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const [kind, send] of imports)
      for (const file of files) {
        const headers = { ...ctx.admin, 'accept-language': 'en' };
        const result = await send(ctx.server, headers, file.name, file.content);
        sent++;
        if (result.Status !== 'Falhou' || !file.message.test(result.Mensagem ?? ''))
          wrong.push(`${kind} ${file.name}: ${result.Status} ${String(result.Mensagem)}`);
      }
    expect(wrong).toEqual([]);
    expect(sent).toBe(imports.length * files.length);
    // Each ended on its first attempt: nothing waits in the queue to be retried.
    const next = await importFile(
      ctx.server,
      ctx.other,
      'next-tenant.csv',
      Buffer.from(csvText([validRow(7)])),
    );
    expect(next.Status).not.toBe('Falhou');
    const jobs = await queryRows<{ status: string; tentativas: number }>(
      platformSql(() => ctx.server),
      sql`select status, tentativas from tarefa`,
    );
    // (The last may still be closing in the queue: its import has ended, not its job row.)
    expect(
      jobs.filter((j) => j.tentativas !== 1 || j.status === 'pendente' || j.status === 'falhou'),
    ).toEqual([]);
  }, 120_000);
});
