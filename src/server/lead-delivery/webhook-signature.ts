import { Webhook } from 'standardwebhooks';

/** The Standard Webhooks key of a secret: `whsec_…` is base64 as the standard writes it; anything else is its UTF-8 bytes. */
export function webhookOf(secret: string): Webhook {
  return secret.startsWith('whsec_')
    ? new Webhook(secret)
    : new Webhook(Buffer.from(secret, 'utf8'), { format: 'raw' });
}

/**
 * Signs deliveries the Standard Webhooks way (standardwebhooks.com): `webhook-id` is the outbox
 * row's id (stable across retries, the receiver de-duplicates on it), `webhook-timestamp` in seconds,
 * `webhook-signature` `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`. Any receiver's off-the-shelf
 * `Webhook.verify` checks them, and refuses timestamps more than five minutes away.
 */
export function deliverySigner(secret: string) {
  const webhook = webhookOf(secret);
  return (id: string, at: Date, body: string) => ({
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': webhook.sign(id, at, body),
  });
}
