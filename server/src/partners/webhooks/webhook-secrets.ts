import type { SecretBox } from '../../common/secrets/secret-box.js';

/** How a signing secret begins, as the partner receives it (and as endpoints made before sealing still hold it). */
const PLAIN_PREFIX = 'whsec_';

/** Whether a stored secret is still readable: one of an endpoint made before secrets were sealed. */
export const isPlainWebhookSecret = (stored: string) => stored.startsWith(PLAIN_PREFIX);

/**
 * The secret that signs an endpoint's deliveries, from what the database holds: sealed (common/secrets), so a
 * backup or a copy of the table does not carry it; a readable one of an endpoint made before sealing is used as it
 * is until the start-up seals it.
 */
export const openWebhookSecret = (box: SecretBox, stored: string) =>
  isPlainWebhookSecret(stored) ? stored : box.open(stored);
