import { Inject, Injectable } from '@nestjs/common';
import type { IssuedDocument, Prisma } from '../generated/prisma/client.js';
import type { IssuedDocumentKind } from '../generated/prisma/enums.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { PrismaService } from '../database/prisma.service.js';
import { isUniqueViolation } from '../common/errors/prisma-errors.js';
import { readSiteName } from '../mail/site-name.js';
import { officeYear } from '../orders/order-numbers.js';
import {
  formatDocumentNumber,
  newVerificationCode,
  normalizeVerificationCode,
  VERIFICATION_CODE_PATTERN,
  verificationLink,
} from './document-codes.js';
import { VerificationErrors } from './verification-errors.js';

const CODE_ATTEMPTS = 5;

/** What a verification shows of a document, read in one statement: no name, contact or order contents. */
const VERIFIED_FIELDS = {
  kind: true,
  number: true,
  code: true,
  issuedAt: true,
  order: { select: { totalAmount: true, currency: true, paymentStatus: true } },
  payment: { select: { amount: true, currency: true, paidAt: true } },
} as const satisfies Prisma.IssuedDocumentSelect;

export type VerifiedDocumentRow = Prisma.IssuedDocumentGetPayload<{ select: typeof VERIFIED_FIELDS }> & {
  issuer: string;
};

/** An issued document and where its QR code leads. */
export type IssuedDocumentWithLink = IssuedDocument & { link: string };

/**
 * The invoices and receipts the office issues: each gets its number and verification code the first time it is
 * produced and keeps them; anyone holding a code can check the document is genuine.
 */
@Injectable()
export class IssuedDocumentsService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The moment a document is issued (a method so a test can issue one at the turn of a year). */
  clock() {
    return new Date();
  }

  /** A fresh code (a method so a test can force a clash). */
  nextCode() {
    return newVerificationCode();
  }

  /** The order's invoice: issued the first time it is asked for, the same number and code afterwards. */
  invoiceOf(orderId: number): Promise<IssuedDocumentWithLink> {
    return this.issueOnce('invoice', orderId, null);
  }

  /** The receipt of one payment of the order, issued once like the invoice. */
  receiptOf(orderId: number, paymentId: number): Promise<IssuedDocumentWithLink> {
    return this.issueOnce('receipt', orderId, paymentId);
  }

  /** The public answer for a code (any case, trimmed), or ISSUED_DOCUMENT_NOT_FOUND. */
  async verify(input: string): Promise<VerifiedDocumentRow> {
    const code = normalizeVerificationCode(input);
    const document = VERIFICATION_CODE_PATTERN.test(code)
      ? await this.prisma.issuedDocument.findUnique({ where: { code }, select: VERIFIED_FIELDS })
      : null;
    if (!document) throw VerificationErrors.ISSUED_DOCUMENT_NOT_FOUND();
    return { ...document, issuer: await readSiteName(this.prisma) };
  }

  private withLink(document: IssuedDocument): IssuedDocumentWithLink {
    return { ...document, link: verificationLink(this.config.publicUrl, document.code) };
  }

  private async issueOnce(
    kind: IssuedDocumentKind,
    orderId: number,
    paymentId: number | null,
  ): Promise<IssuedDocumentWithLink> {
    const where = { kind, orderId, paymentId };
    const existing = await this.prisma.issuedDocument.findFirst({ where });
    if (existing) return this.withLink(existing);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const issued = await this.prisma.$transaction(async (tx) => {
          // Two first downloads at once: the second waits here, then finds the first one's document.
          await tx.$queryRaw`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE`;
          const raced = await tx.issuedDocument.findFirst({ where });
          if (raced) return raced;
          const issuedAt = this.clock();
          const year = officeYear(issuedAt);
          const [counter] = await tx.$queryRaw<{ last_number: number }[]>`
            INSERT INTO issued_document_counters (kind, year, last_number)
            VALUES (${kind}::"IssuedDocumentKind", ${year}, 1)
            ON CONFLICT (kind, year) DO UPDATE SET last_number = issued_document_counters.last_number + 1
            RETURNING last_number`;
          return tx.issuedDocument.create({
            data: {
              kind,
              number: formatDocumentNumber(kind, year, counter.last_number),
              code: this.nextCode(),
              orderId,
              paymentId,
              issuedAt,
            },
          });
        });
        return this.withLink(issued);
      } catch (error) {
        if (attempt < CODE_ATTEMPTS && isUniqueViolation(error, 'code')) continue;
        throw error;
      }
    }
  }
}
