import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

type Answer = { status: number; body: unknown };
type Received<T> = { path: string; headers: IncomingHttpHeaders; body: T };

/**
 * A local HTTP double of a provider: keeps each request, checks its shape with `check` (a problem makes the request
 * count as malformed, answered 400, and the spec expects none), and answers what `answerWith` says.
 */
async function startDouble<T>(
  parse: (raw: string) => T,
  check: (request: Received<T>) => string | null,
  success: (index: number, request: Received<T>) => Answer,
) {
  const received: Received<T>[] = [];
  const malformed: string[] = [];
  const state: { answer: (index: number, request: Received<T>) => Answer } = { answer: success };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let entry: Received<T>;
      let problem: string | null;
      try {
        entry = { path: request.url ?? '', headers: request.headers, body: parse(raw) };
        problem = request.method !== 'POST' ? `method ${request.method}` : check(entry);
      } catch (error) {
        entry = { path: request.url ?? '', headers: request.headers, body: raw as T };
        problem = `unreadable body: ${String(error)}`;
      }
      received.push(entry);
      const answer = problem
        ? { status: 400, body: { error: { message: problem } } }
        : state.answer(received.length - 1, entry);
      if (problem) malformed.push(problem);
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    malformed,
    /** What the double answers to the n-th request (from 0); `success` is the provider's usual answer. */
    answerWith(answer: (index: number, request: Received<T>, ok: Answer) => Answer) {
      state.answer = (index, entry) => answer(index, entry, success(index, entry));
    },
    reset() {
      received.length = 0;
      malformed.length = 0;
      state.answer = success;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type WhatsappRequest = {
  messaging_product: string;
  recipient_type?: string;
  to: string;
  type: string;
  template: {
    name: string;
    language: { code: string };
    components: { type: string; parameters: { type: string; text: string }[] }[];
  };
};

/**
 * The WhatsApp Cloud API's send endpoint (POST /{phone-number-id}/messages, Bearer token, a JSON template message)
 * as Meta documents it; answers like Meta: `{ messaging_product, contacts, messages: [{ id }] }`.
 */
export function startWhatsappDouble(expected: { phoneNumberId: string; token: string }) {
  return startDouble<WhatsappRequest>(
    (raw) => JSON.parse(raw) as WhatsappRequest,
    ({ path, headers, body }) => {
      if (path !== `/${expected.phoneNumberId}/messages`) return `path ${path}`;
      if (headers.authorization !== `Bearer ${expected.token}`) return 'no Bearer token';
      if (!headers['content-type']?.startsWith('application/json')) return 'not JSON';
      if (body.messaging_product !== 'whatsapp') return 'messaging_product is not whatsapp';
      if (!/^[1-9]\d{7,14}$/.test(body.to)) return `to ${body.to} is not a number with its country code`;
      if (body.type !== 'template') return 'not a template message';
      const template = body.template;
      if (!template?.name || !/^[a-z0-9_]+$/.test(template.name)) return 'template name missing or invalid';
      if (!template.language?.code) return 'template language code missing';
      if (!Array.isArray(template.components) || template.components.length === 0) return 'no components';
      for (const component of template.components) {
        if (component.type !== 'body') return `component ${component.type}`;
        if (!component.parameters.every((p) => p.type === 'text' && typeof p.text === 'string' && p.text.length > 0))
          return 'a body parameter is not a non-empty text';
      }
      return null;
    },
    (index, { body }) => ({
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.${index}.${randomUUID()}` }],
      },
    }),
  );
}

/**
 * Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, Basic auth, form-encoded To, From, Body,
 * StatusCallback) as Twilio documents it; answers 201 with the message resource.
 */
export function startTwilioDouble(expected: { accountSid: string; authToken: string }) {
  return startDouble<Record<string, string>>(
    (raw) => Object.fromEntries(new URLSearchParams(raw)),
    ({ path, headers, body }) => {
      if (path !== `/2010-04-01/Accounts/${expected.accountSid}/Messages.json`) return `path ${path}`;
      const basic = Buffer.from(`${expected.accountSid}:${expected.authToken}`).toString('base64');
      if (headers.authorization !== `Basic ${basic}`) return 'no Basic auth sid:token';
      if (headers['content-type'] !== 'application/x-www-form-urlencoded') return 'not form-encoded';
      if (!/^\+[1-9]\d{7,14}$/.test(body.To ?? '')) return `To ${body.To} is not E.164`;
      if (!body.From) return 'no From';
      if (!body.Body) return 'no Body';
      if (!/^https?:\/\//.test(body.StatusCallback ?? '')) return 'no StatusCallback URL';
      const unknown = Object.keys(body).filter((key) => !['To', 'From', 'Body', 'StatusCallback'].includes(key));
      return unknown.length ? `unknown fields ${unknown.join(', ')}` : null;
    },
    (_index, { body }) => ({
      status: 201,
      body: {
        sid: `SM${randomUUID().replace(/-/g, '')}`,
        status: 'queued',
        to: body.To,
        from: body.From,
        body: body.Body,
      },
    }),
  );
}
