import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../errors/prisma-errors.js';
import { PrismaService } from '../../database/prisma.service.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { IdempotencyErrors } from './idempotency-errors.js';
import { assertValidKey, requestHash } from './request-hash.js';

/** How long a kept answer is replayed; after that the key is free again and the row is swept. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/**
 * How long a request holding a key may run before the key counts as abandoned (its replica stopped mid-request)
 * and a retry may take it over: longer than any upload takes, short enough not to lock a client out for long.
 */
export const IDEMPOTENCY_LEASE_MS = 10 * 60_000;

/** One request under a key: who sent it, the key, the route it was sent to and the hash of what it carried. */
export type IdempotentRequestOf = { userId: number; key: string; route: string; requestHash: string };
/** An answer kept for replay: its status and its JSON body. */
export type KeptAnswer = { status: number; body: unknown };

/**
 * The `Idempotency-Key` records, in the database so a key holds across replicas and restarts. The unique
 * (user, key) index decides which of two concurrent requests runs: the other finds the row and is refused.
 */
@Injectable()
export class IdempotencyService {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Takes the key for this request (`{ claimed: rowId }`: run it, then `keep` or `release`), or answers with
   * what an earlier request under the key decided: 409 IDEMPOTENCY_KEY_IN_USE while it still runs, 422
   * IDEMPOTENCY_KEY_REUSED when it carried another request, else its kept answer (`{ replay }`). An expired or abandoned
   * row is deleted and the key taken afresh.
   */
  async begin(request: IdempotentRequestOf): Promise<{ claimed: number } | { replay: KeptAnswer }> {
    const { userId, key } = request;
    // Two rounds: the second follows an expired, abandoned or released row removed in the first.
    for (let round = 0; round < 2; round++) {
      try {
        const row = await this.prisma.idempotentRequest.create({ data: request, select: { id: true } });
        return { claimed: row.id };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const earlier = await this.prisma.idempotentRequest.findUnique({ where: { userId_key: { userId, key } } });
      if (!earlier) continue;
      const age = Date.now() - earlier.createdAt.getTime();
      const abandoned = earlier.responseStatus === null && age > IDEMPOTENCY_LEASE_MS;
      if (age > IDEMPOTENCY_TTL_MS || abandoned) {
        // Conditional on the row seen, so two retries do not both delete and both run.
        await this.prisma.idempotentRequest.deleteMany({ where: { id: earlier.id, createdAt: earlier.createdAt } });
        continue;
      }
      if (earlier.responseStatus === null) throw IdempotencyErrors.IDEMPOTENCY_KEY_IN_USE();
      if (earlier.requestHash !== request.requestHash || earlier.route !== request.route)
        throw IdempotencyErrors.IDEMPOTENCY_KEY_REUSED();
      return { replay: { status: earlier.responseStatus, body: earlier.responseBody } };
    }
    throw IdempotencyErrors.IDEMPOTENCY_KEY_IN_USE();
  }

  /**
   * A service's operation under an optional key, for doors that have no headers (a GraphQL mutation's
   * `idempotencyKey` argument), with the same rules as the REST header: `run` once per caller and key, its result
   * kept as `keep(result)` (an id) and given again as `replay(kept)` (the row read again) for the same `asked`.
   */
  async once<T, K extends Prisma.InputJsonValue>(
    request: { userId: number; key: string | undefined; operation: string; asked: unknown },
    run: () => Promise<T>,
    { keep, replay }: { keep: (result: T) => K; replay: (kept: K) => Promise<T> },
  ): Promise<T> {
    const { userId, key, operation, asked } = request;
    if (key === undefined) return run();
    assertValidKey(key);
    const begun = await this.begin({ userId, key, route: operation, requestHash: requestHash(asked) });
    if ('replay' in begun) return replay(begun.replay.body as K);
    let result: T;
    try {
      result = await run();
    } catch (error) {
      await this.release(begun.claimed);
      throw error;
    }
    await this.keep(begun.claimed, { status: 200, body: keep(result) });
    return result;
  }

  /** Keeps a successful answer for replay under the claimed key. */
  async keep(rowId: number, answer: KeptAnswer) {
    await this.prisma.idempotentRequest.updateMany({
      where: { id: rowId },
      data: { responseStatus: answer.status, responseBody: answer.body as Prisma.InputJsonValue },
    });
  }

  /** Frees the key after a refused or failed request: only successes are kept, so the caller may retry. */
  async release(rowId: number) {
    await this.prisma.idempotentRequest.deleteMany({ where: { id: rowId } });
  }

  /** Deletes the records older than the replay window; safe on several replicas at once. */
  async sweep(now = new Date()) {
    const { count } = await this.prisma.idempotentRequest.deleteMany({
      where: { createdAt: { lt: new Date(now.getTime() - IDEMPOTENCY_TTL_MS) } },
    });
    return count;
  }
}
