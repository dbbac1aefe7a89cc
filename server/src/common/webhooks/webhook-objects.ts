import { Global, Injectable, Module } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user.js';
import { AppError } from '../errors/app-error.js';

/** What a webhook event carries as `data.object`: the order itself, or the written message, payment or document. */
export type WebhookObjectKind = 'order' | 'message' | 'payment' | 'document';

/**
 * Builds the object of an event as REST shows it to the order's owner (snake_case, `toRest` of the feature's
 * model), or null when it no longer exists.
 */
export type WebhookObjectBuilder = (
  owner: AuthUser,
  ref: { orderId: number; subjectId: number },
) => Promise<Record<string, unknown> | null>;

/**
 * The inverted dependency between webhooks and the features whose changes they announce: each feature registers
 * the builder of its object here (orders, messages, payments, documents), and the webhook sender asks for it by
 * kind, so neither feature imports the other.
 */
@Injectable()
export class WebhookObjects {
  private readonly builders = new Map<WebhookObjectKind, WebhookObjectBuilder>();

  register(kind: WebhookObjectKind, builder: WebhookObjectBuilder) {
    this.builders.set(kind, builder);
  }

  async build(kind: WebhookObjectKind, owner: AuthUser, ref: { orderId: number; subjectId: number }) {
    const builder = this.builders.get(kind);
    if (!builder) throw new Error(`No webhook object builder registered for ${kind}`);
    return builder(owner, ref);
  }
}

@Global()
@Module({ providers: [WebhookObjects], exports: [WebhookObjects] })
export class WebhookObjectsModule {}

/** The object of a builder that reads through an access check: null where the check says not found. */
export async function nullWhenGone<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
