import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free port, started by a test: the server under test delivers its e-mails
 * here through nodemailer, and the test reads them as a mail client would (MIME parts decoded).
 */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface Inbox {
  url: string;
  mails: ReceivedMail[];
  /** Recipients containing this text are refused by the server (a failed delivery), while set. */
  refuse: string | null;
  /** The next mail to `to` that arrives after `since` mails were received (waits up to 10 s). */
  next(to: string, since: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')));
}

/** Splits a raw message into its text and HTML parts (one level of multipart/alternative). */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\r\n\r\n');
  const unfolded = head!.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^subject:\s*(.*)$/im.exec(unfolded)?.[1] ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  let text = '';
  let html = '';
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [`${head}\r\n\r\n${body}`];
  for (const part of parts) {
    const [partHead, ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const content = decodePart(partHead!, partBody.join('\r\n\r\n'));
    if (/content-type:\s*text\/html/i.test(partHead!)) html = content;
    else if (/content-type:\s*text\/plain/i.test(partHead!)) text = content;
  }
  return { to, subject, text, html };
}

export async function startInbox(): Promise<Inbox> {
  const mails: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  const inbox: Inbox = {
    url: '',
    mails,
    refuse: null,
    next(to, since) {
      return new Promise((resolve, reject) => {
        const find = () => mails.slice(since).find((mail) => mail.to.includes(to.toLowerCase()));
        const check = () => {
          const found = find();
          if (!found) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`No e-mail to ${to} arrived`));
        }, 10_000);
        listeners.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (inbox.refuse && address.address.includes(inbox.refuse)) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
        for (const listener of [...listeners]) listener();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  inbox.url = `smtp://127.0.0.1:${port}`;
  return inbox;
}

/** The web-app link of an e-mail's text part, with its query parameters. */
export function linkIn(mail: ReceivedMail, path: '/account/tokenconfirmation' | '/tokenvalidation'): URL {
  const match = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?\\S+`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in:\n${mail.text}`);
  return new URL(match[0]);
}
