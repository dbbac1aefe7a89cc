import { networkFailure, retriable, SEND_TIMEOUT_MS, type SendOutcome, type SmsProvider } from './provider-fields.js';

/**
 * Twilio's error codes meaning the number cannot get an SMS (21211: invalid 'To'; 21614: not a mobile number;
 * 21408: a region the account may not send to; 21610: the recipient unsubscribed): no retry, e-mail instead.
 */
const UNREACHABLE_CODES = new Set([21211, 21614, 21408, 21610]);

type TwilioAnswer = { sid?: string; code?: number; message?: string };

/**
 * Sends an SMS through Twilio's Messages API: POST {base}/2010-04-01/Accounts/{sid}/Messages.json, form-encoded
 * To, From, Body and StatusCallback (where Twilio reports the message's fate), with Basic auth sid:token.
 */
export async function sendTwilioSms(
  baseUrl: string,
  provider: SmsProvider,
  message: { to: string; body: string; statusCallback: string },
): Promise<SendOutcome> {
  const form = new URLSearchParams({
    To: message.to,
    From: provider.from_number,
    Body: message.body,
    StatusCallback: message.statusCallback,
  });
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(provider.account_sid)}/Messages.json`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Basic ${Buffer.from(`${provider.account_sid}:${provider.auth_token}`).toString('base64')}`,
      },
      body: form.toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    return networkFailure(error);
  }
  const answer = (await response.json().catch(() => ({}))) as TwilioAnswer;
  if (response.ok && answer.sid) return { ok: true, providerMessageId: answer.sid };
  return {
    ok: false,
    reason:
      `Twilio answered HTTP ${response.status}${answer.code ? ` (error ${answer.code})` : ''}: ${answer.message ?? 'no explanation'}`.slice(
        0,
        500,
      ),
    unreachable: answer.code !== undefined && UNREACHABLE_CODES.has(answer.code),
    retry: retriable(response.status),
  };
}
