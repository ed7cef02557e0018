// Outgoing mail: through SMTP when a URL is configured, otherwise into the `caixa_saida` table,
// which development and the tests read (docs/decisions/0054).
import { and, desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { withTenant, type Db } from '../db/client.js';
import { caixaSaida } from '../db/schema.js';

/** A file sent with a message. */
export interface Anexo {
  nome: string;
  tipoConteudo: string;
  conteudo: Buffer;
}

/** One message. */
export interface Mail {
  tenantId: string;
  para: string;
  assunto: string;
  texto: string;
  /** The sender, when not the server's configured one (a collection letter's own). */
  de?: string;
  /** An HTML body besides the text (SMTP only: the outbox keeps the text). */
  html?: string;
  /**
   * Attachments go whole through SMTP only: the development outbox keeps their names, types and
   * sizes, and whoever attaches a file keeps it in the file archive (a collection letter does).
   */
  anexos?: Anexo[];
}

/** Sends mail. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** A mailer that writes to the local outbox table. */
export function outboxMailer(db: Db): Mailer {
  return {
    async send(mail) {
      // The mail's own tenant: joins the request's scope, or opens one for background senders.
      // The text and what was attached go in: the HTML body and the attachments' bytes are SMTP's.
      const { tenantId, para, assunto, texto } = mail;
      const anexos = (mail.anexos ?? []).map((a) => ({
        nome: a.nome,
        tipoConteudo: a.tipoConteudo,
        tamanho: a.conteudo.length,
      }));
      await withTenant(db, tenantId, () =>
        db.insert(caixaSaida).values({ tenantId, para, assunto, texto, anexos }),
      );
    },
  };
}

/** A mailer that sends through SMTP (nodemailer). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({
        from: mail.de ?? from,
        to: mail.para,
        subject: mail.assunto,
        text: mail.texto,
        ...(mail.html === undefined ? {} : { html: mail.html }),
        attachments: (mail.anexos ?? []).map((a) => ({
          filename: a.nome,
          content: a.conteudo,
          contentType: a.tipoConteudo,
        })),
      });
    },
  };
}

/** Messages in a tenant's outbox for an address, newest first. */
export async function readOutbox(db: Db, tenantId: string, para: string) {
  return withTenant(db, tenantId, () =>
    db
      .select()
      .from(caixaSaida)
      .where(and(eq(caixaSaida.tenantId, tenantId), eq(caixaSaida.para, para)))
      .orderBy(desc(caixaSaida.id)),
  );
}
