import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const message = {
  from: { name: 'Acme Industrial', address: 'no-reply@portal.example' },
  to: 'buyer@acme.test',
  subject: 'Choose a new password',
  text: 'Hello,\n\nhttps://portal.example/reset-password/abc\n',
};

describe('outbox mailer (no SMTP_URL)', () => {
  // The outbox folder inside a new one, so that the mailer makes it; both go afterwards.
  const parent = mkdtempSync(join(tmpdir(), 'portal-mail-'));
  const dir = join(parent, 'outbox');
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('writes each message as an .eml file only the server user can read', async () => {
    const mailer = createMailer({ outboxDir: dir });
    const first = await mailer.send(message);
    const second = await mailer.send({ ...message, to: 'other@acme.test' });
    mailer.close();
    if (first.via !== 'outbox' || second.via !== 'outbox') throw new Error('not the outbox');
    expect(first.file).not.toBe(second.file);
    expect(first.file).toMatch(/\.eml$/);
    const raw = readFileSync(first.file, 'utf8');
    expect(raw).toMatch(/^From: Acme Industrial <no-reply@portal\.example>$/m);
    expect(raw).toMatch(/^To: buyer@acme\.test$/m);
    expect(raw).toMatch(/^Subject: Choose a new password$/m);
    expect(raw).toContain('https://portal.example/reset-password/abc');
    expect(statSync(first.file).mode & 0o777).toBe(0o600);
  });
});

/** The smallest SMTP server that accepts mail: enough to see what the mailer really sends. */
function smtpSink(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 sink\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, received }),
    );
  });
}

describe('SMTP mailer (SMTP_URL set)', () => {
  it('hands the message to the SMTP server of the URL', async () => {
    const sink = await smtpSink();
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${sink.port}?ignoreTLS=true`,
        outboxDir: '/nonexistent',
      });
      const receipt = await mailer.send(message);
      mailer.close();
      expect(receipt.via).toBe('smtp');
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]).toMatch(/^To: buyer@acme\.test$/m);
      expect(sink.received[0]).toContain('https://portal.example/reset-password/abc');
    } finally {
      sink.server.close();
    }
  });

  it('fails loudly when the server refuses the connection', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: '/nonexistent' });
    await expect(mailer.send(message)).rejects.toThrow();
    mailer.close();
  });
});
