// Outgoing mail: through SMTP when a URL is configured, otherwise into the `caixa_saida` table,
// which development and the tests read (docs/decisions/0054).
import { and, desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { withTenant, type Db } from '../db/client.js';
import { caixaSaida } from '../db/schema.js';

/** One message. */
export interface Mail {
  tenantId: string;
  para: string;
  assunto: string;
  texto: string;
  /** An HTML body besides the text (SMTP only: the outbox keeps the text). */
  html?: string;
}

/** Sends mail. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** A mailer that writes to the local outbox table. */
export function outboxMailer(db: Db): Mailer {
  return {
    async send({ html: _html, ...mail }) {
      // The mail's own tenant: joins the request's scope, or opens one for background senders.
      await withTenant(db, mail.tenantId, () => db.insert(caixaSaida).values(mail));
    },
  };
}

/** A mailer that sends through SMTP (nodemailer). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.para,
        subject: mail.assunto,
        text: mail.texto,
        ...(mail.html === undefined ? {} : { html: mail.html }),
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
