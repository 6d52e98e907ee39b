import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  headers: Record<string, string>;
  text: string;
}

export interface Mailbox {
  /** `smtp://user:password@127.0.0.1:port`, the password percent-encoded as an operator would write it. */
  url: string;
  received: ReceivedMail[];
  /** Addresses refused at RCPT TO with a 550, each for the given number of tries (Infinity: always). */
  refuse(address: string, times: number): void;
  close(): Promise<void>;
}

const USER = 'mailer';
const PASSWORD = 'p@ss/word 1';

/** Undoes the transfer encoding nodemailer chose for the text part. */
function decodeBody(encoding: string | undefined, body: string) {
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { to, headers, text: decodeBody(headers['content-transfer-encoding'], raw.slice(split + 4)) };
}

/**
 * A real SMTP server on a free local port that keeps what it accepts. It requires the login in `url`
 * (plain AUTH without TLS, as a local relay would allow) and can refuse chosen recipients.
 */
export async function startMailbox(options: { delayMs?: number } = {}): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const refusals = new Map<string, number>();
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      const left = refusals.get(address.address) ?? 0;
      if (left <= 0) return callback();
      refusals.set(address.address, left - 1);
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        setTimeout(() => {
          received.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
          callback();
        }, options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}`,
    received,
    refuse: (address, times) => refusals.set(address, times),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
