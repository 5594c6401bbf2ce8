import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { MailContent } from './templates.js';
import { keepAllInOutbox, keepFailedMail, keepInOutbox } from '../../repositories/outbox.js';

export interface OutgoingMail extends MailContent {
  to: string;
  /** The link the message carries; written to the log in outbox mode so a developer can follow it. */
  link: string;
}

export type Delivery = { delivered: true } | { delivered: false; error: string };

export interface Mailer {
  /** 'smtp' when SMTP_URL is set; otherwise 'outbox': messages are kept in the database, readable at /dev/outbox. */
  readonly mode: 'smtp' | 'outbox';
  /** Sends (or keeps) a message. Never throws: a failure is logged and answered as { delivered: false }. */
  send(mail: OutgoingMail): Promise<Delivery>;
  /**
   * As send, with the outbox row written through `db`, a transaction of the caller: the scheduler keeps
   * the e-mail in the same transaction that marks its job done, so the two happen together or not at all.
   */
  sendWithin(db: Kysely<DB>, mail: OutgoingMail): Promise<Delivery>;
  /** As sendWithin for several messages; into the outbox in one statement. */
  sendAllWithin(db: Kysely<DB>, mails: readonly OutgoingMail[]): Promise<Delivery>;
}

/** What the mailer writes to: the server's logger, or the console of the club:create script. */
export interface MailLog {
  info(details: { to: string; subject: string; link?: string }, message: string): void;
  error(details: { to: string; subject?: string; reason: string }, message: string): void;
}

/** One line for the start-up log: where e-mail goes (an SMTP server's address without its credentials, or the outbox). */
export function describeMailDestination(config: { smtpUrl: string | undefined; appUrl: string; outboxPublic: boolean }): string {
  if (config.smtpUrl) {
    const url = new URL(config.smtpUrl);
    return `E-mail is sent through the SMTP server ${url.hostname}${url.port ? `:${url.port}` : ''}.`;
  }
  return config.outboxPublic
    ? `No SMTP_URL is set: e-mail is kept in the outbox at ${config.appUrl}/dev/outbox, readable by anyone who can reach this server (OUTBOX_PUBLIC is on).`
    : `No SMTP_URL is set: e-mail is kept in the outbox at ${config.appUrl}/dev/outbox, readable from this machine only.`;
}

/**
 * E-mail goes over SMTP (nodemailer) when SMTP_URL is set. Without it every message is stored in the
 * outbox table, so a person can follow an invitation end to end on one machine; its link is logged.
 * Passwords never appear in a message or in the log.
 */
export function createMailer(options: { smtpUrl: string | undefined; mailFrom: string }, db: Kysely<DB>, log: MailLog): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const send = async (mail: OutgoingMail): Promise<Delivery> => {
      try {
        await transport.sendMail({ from: options.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        log.info({ to: mail.to, subject: mail.subject }, 'e-mail sent');
        return { delivered: true };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ to: mail.to, subject: mail.subject, reason }, 'e-mail could not be delivered');
        // Kept for the operators' console (mail: delivery failures, resend); losing it only loses the resend.
        await keepFailedMail(db, { recipient: mail.to, subject: mail.subject, html: mail.html, text: mail.text }, reason)
          .catch((keepError: unknown) => log.error({ to: mail.to, reason: String(keepError) }, 'a failed e-mail could not be kept for resending'));
        return { delivered: false, error: reason };
      }
    };
    const sendAll = async (mails: readonly OutgoingMail[]): Promise<Delivery> => {
      let outcome: Delivery = { delivered: true };
      for (const mail of mails) {
        const delivery = await send(mail);
        if (!delivery.delivered) outcome = delivery;
      }
      return outcome;
    };
    return { mode: 'smtp', send, sendWithin: (_db, mail) => send(mail), sendAllWithin: (_db, mails) => sendAll(mails) };
  }
  const keep = async (into: Kysely<DB>, mail: OutgoingMail): Promise<Delivery> => {
    try {
      await keepInOutbox(into, { recipient: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
      log.info({ to: mail.to, subject: mail.subject, link: mail.link }, 'no SMTP_URL: e-mail kept in the outbox (see /dev/outbox)');
      return { delivered: true };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ to: mail.to, reason }, 'e-mail could not be kept in the outbox');
      return { delivered: false, error: reason };
    }
  };
  const keepAll = async (into: Kysely<DB>, mails: readonly OutgoingMail[]): Promise<Delivery> => {
    try {
      await keepAllInOutbox(into, mails.map((mail) => ({ recipient: mail.to, subject: mail.subject, html: mail.html, text: mail.text })));
      for (const mail of mails) log.info({ to: mail.to, subject: mail.subject, link: mail.link }, 'no SMTP_URL: e-mail kept in the outbox (see /dev/outbox)');
      return { delivered: true };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ to: mails.map((mail) => mail.to).join(', '), reason }, 'e-mails could not be kept in the outbox');
      return { delivered: false, error: reason };
    }
  };
  return { mode: 'outbox', send: (mail) => keep(db, mail), sendWithin: keep, sendAllWithin: keepAll };
}
