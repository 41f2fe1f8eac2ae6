import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook } from '../../src/modules/webhooks/signature.ts';

/** One request the receiver got, with what it made of it. */
export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** Whether the signature checked out with the receiver's secret at the time. */
  verified: boolean;
  /** The status it answered. */
  answered: number;
  type: string;
  data: Record<string, unknown>;
}

/**
 * A real HTTP receiver on 127.0.0.1, as a tenant's ERP would run one: it checks each request's
 * Standard Webhooks signature and answers 500 to the first `failFirst` requests on purpose.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  secret = '';
  failFirst = 0;
  private server: Server | undefined;
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  /** The webhook-ids of the requests answered 2xx, once each (what a receiver keeps). */
  get acceptedIds(): string[] {
    return [...new Set(this.received.filter((r) => r.answered < 300).map((r) => r.id))];
  }

  async start(port = 0): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const header = (name: string) => String(request.headers[name] ?? '');
        const headers = {
          id: header('webhook-id'),
          timestamp: header('webhook-timestamp'),
          signature: header('webhook-signature'),
        };
        const verified = this.secret !== '' && verifyWebhook(this.secret, headers, body);
        const answered = !verified ? 401 : this.received.length < this.failFirst ? 500 : 204;
        const parsed = JSON.parse(body) as { type: string; data: Record<string, unknown> };
        this.received.push({ ...headers, body, verified, answered, ...parsed });
        response.statusCode = answered;
        response.end(answered === 500 ? 'failing on purpose' : '');
      });
    });
    this.server.listen(port, '127.0.0.1');
    await new Promise((resolve) => this.server!.once('listening', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  /** Waits until `predicate` holds of what was received (polling; fails after `timeoutMs`). */
  async waitFor(predicate: (received: ReceivedWebhook[]) => boolean, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.received)) {
      if (Date.now() > deadline) {
        throw new Error(`receiver: still waiting after ${timeoutMs} ms (${this.received.length})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
