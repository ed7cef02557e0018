// The collection letter as a PDF (pdfkit, docs/decisions/0141): the association's letterhead,
// the dealership, the amount in BRL and the due date written out in pt-BR, then the tenant's text.
import PDFDocument from 'pdfkit';

/** What one letter says. */
export interface Carta {
  associacao: string;
  empresa: string;
  cnpj: string;
  ano: number;
  mes: number;
  /** Decimal text ("200.00"). */
  valor: string;
  /** yyyy-MM-dd. */
  vencimento: string;
  /** The tenant's letter text, placeholders still in. */
  texto: string;
  /** yyyy-MM-dd, São Paulo: the letter's date. */
  hoje: string;
}

/** "R$ 1.234,56" (with a plain space: PDF readers and mail clients show it alike). */
export const reais = (valor: string) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(Number(valor))
    .replace(/\u00A0/g, ' ');

/** "15 de abril de 2025" from yyyy-MM-dd (a calendar date: no zone shifts it). */
export const dataPorExtenso = (isoDate: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );

/** The letter's text with its placeholders filled. */
export const textoDaCarta = (c: Pick<Carta, 'texto' | 'empresa' | 'valor' | 'vencimento'>) =>
  c.texto
    .replaceAll('{empresa}', c.empresa)
    .replaceAll('{valor}', reais(c.valor))
    .replaceAll('{vencimento}', dataPorExtenso(c.vencimento));

/** Renders the letter; answers the PDF's bytes. */
export function cartaPdf(c: Carta): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Carta de cobrança — ${c.empresa}`, Author: c.associacao },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });
  const width = doc.page.width - 112;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1f2a44').text(c.associacao, { width });
  doc.font('Helvetica').fontSize(9).fillColor('#555').text('Associação de concessionárias');
  doc
    .moveTo(56, doc.y + 8)
    .lineTo(56 + width, doc.y + 8)
    .strokeColor('#1f2a44')
    .stroke();
  doc.moveDown(2).fillColor('#000').fontSize(11);
  doc.text(`São Paulo, ${dataPorExtenso(c.hoje)}`, { align: 'right', width });
  doc.moveDown(1.5).font('Helvetica-Bold').text('CARTA DE COBRANÇA');
  doc.moveDown().font('Helvetica').text(`À ${c.empresa}`).text(`CNPJ ${c.cnpj}`);
  doc.moveDown();
  const referencia = `${String(c.mes).padStart(2, '0')}/${String(c.ano)}`;
  doc.text(`Referência: faturamento de ${referencia}`);
  doc.text(`Valor: ${reais(c.valor)}`);
  doc.text(`Vencimento: ${dataPorExtenso(c.vencimento)}`);
  doc.moveDown(1.5).text(textoDaCarta(c), { width, align: 'justify', lineGap: 3 });
  doc.moveDown(3).text('Atenciosamente,').moveDown().font('Helvetica-Bold').text(c.associacao);
  doc.end();
  return done;
}
