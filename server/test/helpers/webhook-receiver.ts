import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; created_at: string; data: { object: Record<string, unknown> } };
};

/**
 * A local HTTP receiver of webhook deliveries: keeps every request and answers what `answer` says (200 by
 * default; set it to fail first, then succeed).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const state = { answer: (_index: number) => 200 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, body, json: JSON.parse(body) });
      const status = state.answer(received.length - 1);
      response.writeHead(status, { 'Content-Type': 'text/plain' });
      response.end(status < 300 ? 'ok' : `failing on purpose ${'x'.repeat(3000)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    /** What the receiver answers to the n-th request (from 0). */
    answerWith(answer: (index: number) => number) {
      state.answer = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
