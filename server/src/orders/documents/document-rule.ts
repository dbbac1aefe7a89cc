import type { Order, Prisma } from '../../generated/prisma/client.js';
import type { OrderStatus } from '../../generated/prisma/enums.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { recordAudit } from '../../audit/audit.js';
import { DocumentErrors } from './document-errors.js';
import { outstandingSlots } from './document-slots.js';
import { readSlots } from './document-rows.js';
import type { Language, Localized } from '../../common/i18n/languages.js';
import { nameIn, namesOf, type NameColumns } from '../../common/i18n/names.js';

/** The moves that need the required documents accepted: processing and beyond. */
const NEEDS_DOCUMENTS: readonly OrderStatus[] = ['processing', 'in_progress', 'completed'];

/** Why the move waits, naming the documents still outstanding in each language. */
function outstandingMessage(documents: NameColumns[]): Localized {
  const names = (language: Language) => documents.map((document) => nameIn(namesOf(document), language));
  return {
    ar: `لا يمكن متابعة الطلب قبل قبول مستنداته المطلوبة: ${names('ar')
      .map((name) => `«${name}»`)
      .join('، ')}. اقبلها أو تنازل عنها مع ذكر السبب`,
    tr: `Gerekli belgeleri kabul edilmeden sipariş ilerleyemez: ${names('tr')
      .map((name) => `“${name}”`)
      .join(', ')}. Bunları kabul edin veya nedenini belirterek vazgeçin`,
    en: `The order cannot go on until its required documents are accepted: ${names('en')
      .map((name) => `“${name}”`)
      .join(', ')}. Accept them or waive them with a reason`,
  };
}

/**
 * Inside the status change's transaction: refuses moving an order to processing or beyond while a required
 * document is missing or not accepted, unless staff waive them with a reason, which is recorded (and covers the
 * order's later moves too). Nothing happens for other moves, or when nothing is outstanding.
 */
export async function checkDocumentsForMove(
  tx: Prisma.TransactionClient,
  caller: AuthUser,
  order: Order,
  to: OrderStatus,
  waiveReason: string | undefined,
) {
  if (!NEEDS_DOCUMENTS.includes(to)) return;
  const outstanding = outstandingSlots(await readSlots(tx, order));
  if (outstanding.length === 0) return;
  if ((await tx.orderDocumentWaiver.count({ where: { orderId: order.id } })) > 0) return;
  const reason = waiveReason?.trim();
  if (!reason)
    throw DocumentErrors.DOCUMENTS_OUTSTANDING({
      field: 'status',
      message: outstandingMessage(outstanding.map((slot) => slot.requirement)),
    });
  await tx.orderDocumentWaiver.create({
    data: { orderId: order.id, reason, toStatus: to, waivedById: caller.id, waivedByName: caller.fullName },
  });
  await recordAudit(tx, {
    actor: caller,
    action: 'order.documents_waived',
    entityType: 'order',
    entityId: order.id,
    details: {
      order_number: order.orderNumber,
      to,
      reason,
      documents: outstanding.map((slot) => slot.requirement.nameAr),
    },
  });
}
