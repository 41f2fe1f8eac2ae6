import { describe, expect, it } from 'vitest';
import { longestLine, mimeMessage } from './mime-message.ts';

/** RFC 2045 quoted-printable, decoded: enough to read a part back. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words ('Q'), decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?Q\?([^?]*)\?=/gi, (_, encoded: string) =>
      decodeQuotedPrintable(encoded.replaceAll('_', ' ')),
    );
}

function parse(raw: string) {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const headers = head.replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1];
  return { headers, header, body: rest.join('\r\n\r\n') };
}

/** Each part of a multipart body: its headers and its decoded content. */
function parts(raw: string, boundary: string) {
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const { header, body } = parse(part.replace(/^\r\n/, ''));
      const content = body.replace(/\r\n$/, '');
      const encoding = header('Content-Transfer-Encoding');
      return {
        type: header('Content-Type') ?? '',
        disposition: header('Content-Disposition'),
        content:
          encoding === 'quoted-printable'
            ? decodeQuotedPrintable(content)
            : encoding === 'base64'
              ? Buffer.from(content.replace(/\r\n/g, ''), 'base64').toString('latin1')
              : content,
      };
    });
}

const boundaryOf = (contentType: string | undefined) =>
  /boundary="([^"]+)"/.exec(contentType ?? '')?.[1] ?? '';

/** A message of plain text alone, from the portal's no-reply address, as raw text. */
const textOnly = (subject: string, text: string) =>
  mimeMessage({ from: 'no-reply@portal.example', to: 'a@b.example', subject, text }).toString();

describe('a MIME message', () => {
  const message = {
    from: { name: 'Aciers Bérard', address: 'ventes@berard.example' },
    to: 'anne@client.example',
    subject: 'Commande n° 1042 reçue : 12 × vis inox M8, livraison à Montréal — merci',
    text: 'Bonjour Anne,\nVotre commande n° 1042 est reçue.\nTotal : 518,40 $',
    html: '<p>Bonjour Anne,</p><p>Total&nbsp;: <b>518,40 $</b></p>',
    messageId: '<msg_0123@berard.example>',
  };

  it('carries its headers, encoded where they are not plain ASCII', () => {
    const { header } = parse(mimeMessage(message, new Date('2026-11-28T12:00:00Z')).toString());
    expect(decodeWords(header('From') ?? '')).toBe('Aciers Bérard <ventes@berard.example>');
    expect(header('To')).toBe('anne@client.example');
    expect(decodeWords(header('Subject') ?? '')).toBe(message.subject);
    expect(header('Date')).toBe('Sat, 28 Nov 2026 12:00:00 +0000');
    expect(header('Message-ID')).toBe('<msg_0123@berard.example>');
    expect(header('MIME-Version')).toBe('1.0');
  });

  it('keeps every line of the message within 78 characters', () => {
    const raw = mimeMessage({ ...message, html: `<p>${'très long '.repeat(200)}</p>` }).toString();
    expect(raw.split('\r\n').every((line) => line.length <= 78)).toBe(true);
  });

  it('holds the text and the HTML as alternatives, read back as written', () => {
    const raw = mimeMessage(message).toString();
    const { header, body } = parse(raw);
    const [text, html] = parts(body, boundaryOf(header('Content-Type')));
    expect(header('Content-Type')).toMatch(/^multipart\/alternative;/);
    expect(text?.type).toBe('text/plain; charset=utf-8');
    expect(text?.content).toBe(message.text.replace(/\n/g, '\r\n'));
    expect(html?.type).toBe('text/html; charset=utf-8');
    expect(html?.content).toBe(message.html);
  });

  it('sends plain ASCII text as it is, readable in the outbox file', () => {
    const raw = textOnly(
      'Choose a new password',
      'Hello,\n\nhttps://portal.example/reset-password/abc\n',
    );
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(raw).toMatch(/^Content-Transfer-Encoding: 7bit$/m);
    expect(raw).toContain('\r\n\r\nHello,\r\n\r\nhttps://portal.example/reset-password/abc\r\n');
  });

  it('ends every line in CRLF, whichever ending the text had, and leaves a lone CR alone', () => {
    const raw = textOnly('Lines', 'one\r\ntwo\nthree\r\n\nfour\rstill four');
    expect(raw).toContain('\r\n\r\none\r\ntwo\r\nthree\r\n\r\nfour\rstill four');
  });

  it('measures the longest line of a CRLF text, the last one included', () => {
    expect(longestLine('')).toBe(0);
    expect(longestLine('abc')).toBe(3);
    expect(longestLine('ab\r\ncdef\r\ng')).toBe(4);
    expect(longestLine('ab\r\n\r\nxyz\r\n')).toBe(3);
    expect(longestLine('a\rb\r\nc')).toBe(3);
  });

  it('sends ASCII lines up to 998 characters as they are, and a longer one quoted-printable', () => {
    const long = `<p>${'x'.repeat(900)}</p>`;
    const asIs = mimeMessage({ ...message, text: 'Hello', html: long }).toString();
    expect(asIs).not.toMatch(/quoted-printable/);
    expect(asIs).toContain(`\r\n\r\n${long}\r\n`);
    const tooLong = `<p>${'x'.repeat(1000)}</p>`;
    const { body, header } = parse(
      mimeMessage({ ...message, text: 'Hello', html: tooLong }).toString(),
    );
    const [, html] = parts(body, boundaryOf(header('Content-Type')));
    expect(html?.content).toBe(tooLong);
    expect(body).toMatch(/^Content-Transfer-Encoding: quoted-printable$/m);
  });

  it('attaches files after the message, in a mixed part', () => {
    const pdf = Buffer.from('%PDF-1.7 binary \u0000\u00ff bytes', 'latin1');
    const raw = mimeMessage({
      ...message,
      attachments: [{ filename: 'order-1042.pdf', contentType: 'application/pdf', content: pdf }],
    }).toString();
    const { header, body } = parse(raw);
    expect(header('Content-Type')).toMatch(/^multipart\/mixed;/);
    const [alternative, attachment] = parts(body, boundaryOf(header('Content-Type')));
    expect(alternative?.type).toMatch(/^multipart\/alternative;/);
    expect(attachment?.type).toBe('application/pdf; name="order-1042.pdf"');
    expect(attachment?.disposition).toBe('attachment; filename="order-1042.pdf"');
    expect(attachment?.content).toBe(pdf.toString('latin1'));
  });

  it('gives every multipart a boundary of its own, of hex digits after a fixed prefix', () => {
    const attachments = [
      { filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') },
    ];
    const boundaries = Array.from({ length: 50 }, () => {
      const { header, body } = parse(mimeMessage({ ...message, attachments }).toString());
      const mixed = boundaryOf(header('Content-Type'));
      const [alternative] = parts(body, mixed);
      return [mixed, boundaryOf(alternative?.type)];
    }).flat();
    expect(new Set(boundaries).size).toBe(100);
    for (const boundary of boundaries) expect(boundary).toMatch(/^--_portal_[0-9a-f]{32}$/);
  });

  it('lets no line break in a header value start a header of its own', () => {
    const raw = mimeMessage({
      ...message,
      from: { name: 'Eve\r\nBcc: victim@evil.example', address: 'eve@x.example' },
      to: 'anne@client.example\r\nBcc: victim@evil.example',
      subject: 'Hi\r\nX-Injected: 1',
    }).toString();
    const { headers } = parse(raw);
    expect(headers).not.toMatch(/^(bcc|x-injected):/im);
  });
});
