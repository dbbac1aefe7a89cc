import type { Language } from '../../generated/prisma/enums.js';
import { WHATSAPP_LANGUAGE } from '../notification-events.js';
import {
  networkFailure,
  retriable,
  SEND_TIMEOUT_MS,
  type SendOutcome,
  type WhatsappProvider,
} from './provider-fields.js';

/**
 * Meta's error codes meaning the number cannot get the message on WhatsApp (131026: undeliverable, not on WhatsApp
 * or an old app; 131030: not in the test number's allowed list; 131021: the office's own number): no retry, e-mail
 * instead.
 */
const UNREACHABLE_CODES = new Set([131026, 131030, 131021]);

type MetaAnswer = {
  messages?: { id?: string }[];
  error?: { code?: number; message?: string; error_data?: { details?: string } };
};

/**
 * Sends a template message through the WhatsApp Cloud API: POST {base}/{phone-number-id}/messages with the Bearer
 * token, the template the office registered with Meta for the event, and the body parameters in order.
 */
export async function sendWhatsappTemplate(
  baseUrl: string,
  provider: WhatsappProvider,
  message: { to: string; template: string; language: Language; params: string[] },
): Promise<SendOutcome> {
  const body = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    // Meta takes the number with its country code and without the plus.
    to: message.to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: message.template,
      language: { code: WHATSAPP_LANGUAGE[message.language] },
      components: [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }],
    },
  };
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/${encodeURIComponent(provider.phone_number_id)}/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${provider.access_token}` },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    return networkFailure(error);
  }
  const answer = (await response.json().catch(() => ({}))) as MetaAnswer;
  const id = answer.messages?.[0]?.id;
  if (response.ok && id) return { ok: true, providerMessageId: id };
  const code = answer.error?.code;
  const detail = answer.error?.error_data?.details ?? answer.error?.message ?? 'no explanation';
  return {
    ok: false,
    reason: `WhatsApp answered HTTP ${response.status}${code ? ` (error ${code})` : ''}: ${detail}`.slice(0, 500),
    unreachable: code !== undefined && UNREACHABLE_CODES.has(code),
    retry: retriable(response.status),
  };
}
