-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('unpaid', 'partial', 'paid', 'refunded', 'waived');

-- CreateEnum
CREATE TYPE "ReceiptStatus" AS ENUM ('submitted', 'accepted', 'rejected');

-- AlterTable
ALTER TABLE "order_files" ADD COLUMN     "receipt_reason" TEXT,
ADD COLUMN     "receipt_reviewed_at" TIMESTAMPTZ(3),
ADD COLUMN     "receipt_reviewed_by_name" TEXT,
ADD COLUMN     "receipt_status" "ReceiptStatus";

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "amount_paid" DECIMAL(12,2) NOT NULL DEFAULT 0,
ADD COLUMN     "payment_status" "PaymentStatus" NOT NULL DEFAULT 'unpaid',
ADD COLUMN     "payment_waived_at" TIMESTAMPTZ(3),
ADD COLUMN     "payment_waived_by_name" TEXT,
ADD COLUMN     "payment_waived_reason" TEXT,
ADD COLUMN     "syp_per_try" DECIMAL(20,10),
ADD COLUMN     "usd_per_try" DECIMAL(20,10);

-- CreateTable
CREATE TABLE "payments" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "currency" "Currency" NOT NULL,
    "method" "PaymentMethod" NOT NULL,
    "reference" TEXT,
    "paid_at" TIMESTAMPTZ(3) NOT NULL,
    "rate_per_try" DECIMAL(20,10) NOT NULL,
    "order_amount" DECIMAL(12,2) NOT NULL,
    "amount_try" DECIMAL(12,2) NOT NULL,
    "note" TEXT,
    "refund_reason" TEXT,
    "receipt_file_id" INTEGER,
    "recorded_by_id" INTEGER,
    "recorded_by_name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "payments_receipt_file_id_key" ON "payments"("receipt_file_id");

-- CreateIndex
CREATE INDEX "payments_order_id_paid_at_idx" ON "payments"("order_id", "paid_at");

-- CreateIndex
CREATE INDEX "payments_paid_at_idx" ON "payments"("paid_at");

-- CreateIndex
CREATE INDEX "payments_recorded_by_id_idx" ON "payments"("recorded_by_id");

-- CreateIndex
CREATE INDEX "orders_payment_status_created_at_idx" ON "orders"("payment_status", "created_at");

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_file_id_fkey" FOREIGN KEY ("receipt_file_id") REFERENCES "order_files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_id_fkey" FOREIGN KEY ("recorded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Backfill: before payments were records, reaching the status `paid` meant the office had verified the whole
-- amount. Those orders get one payment of their total (paid when the order first reached `paid` or later), so
-- their balance is zero and revenue (now the sum of payments) keeps counting them. Free orders are waived;
-- receipts already uploaded wait for review.
INSERT INTO "payments" ("order_id", "amount", "currency", "method", "paid_at", "rate_per_try", "order_amount", "amount_try", "note", "recorded_by_name")
SELECT o."id", o."total_amount", o."currency", o."payment_method",
       COALESCE((SELECT min(h."created_at") FROM "order_status_history" h
                 WHERE h."order_id" = o."id" AND h."to_status" IN ('paid', 'processing', 'in_progress', 'completed')), o."updated_at"),
       1, o."total_amount", o."total_amount", 'Recorded from the status before payments were kept', 'النظام'
FROM "orders" o
WHERE o."status" IN ('paid', 'processing', 'in_progress', 'completed') AND o."total_amount" > 0 AND o."currency" = 'TRY';

UPDATE "orders" SET "amount_paid" = "total_amount", "payment_status" = 'paid'
WHERE "status" IN ('paid', 'processing', 'in_progress', 'completed') AND "total_amount" > 0 AND "currency" = 'TRY';

UPDATE "orders" SET "payment_status" = 'waived' WHERE "total_amount" = 0;

UPDATE "order_files" SET "receipt_status" = 'submitted' WHERE "kind" = 'receipt';

UPDATE "orders" SET "payment_status" = 'refunded' WHERE "status" = 'refunded' AND "total_amount" > 0;
