-- AlterEnum
ALTER TYPE "OrderFileKind" ADD VALUE 'result';

-- AlterTable
ALTER TABLE "order_files" ADD COLUMN     "first_downloaded_at" TIMESTAMPTZ(3),
ADD COLUMN     "result_id" INTEGER;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "on_hold" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "services" ADD COLUMN     "delivers_result" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "order_holds" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "request" TEXT NOT NULL,
    "requested_by_id" INTEGER,
    "requested_by_name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "answer" TEXT,
    "answered_at" TIMESTAMPTZ(3),
    "resumed_by_id" INTEGER,
    "resumed_by_name" TEXT,
    "closed_at" TIMESTAMPTZ(3),

    CONSTRAINT "order_holds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_results" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "note" TEXT,
    "carrier" TEXT,
    "courier_tracking_number" TEXT,
    "created_by_id" INTEGER,
    "created_by_name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_results_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "order_holds_order_id_created_at_idx" ON "order_holds"("order_id", "created_at");

-- CreateIndex
CREATE INDEX "order_holds_requested_by_id_idx" ON "order_holds"("requested_by_id");

-- CreateIndex
CREATE INDEX "order_holds_resumed_by_id_idx" ON "order_holds"("resumed_by_id");

-- CreateIndex
CREATE INDEX "order_results_order_id_created_at_idx" ON "order_results"("order_id", "created_at");

-- CreateIndex
CREATE INDEX "order_results_created_by_id_idx" ON "order_results"("created_by_id");

-- CreateIndex
CREATE INDEX "order_files_result_id_idx" ON "order_files"("result_id");

-- AddForeignKey
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_result_id_fkey" FOREIGN KEY ("result_id") REFERENCES "order_results"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_holds" ADD CONSTRAINT "order_holds_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_holds" ADD CONSTRAINT "order_holds_requested_by_id_fkey" FOREIGN KEY ("requested_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_holds" ADD CONSTRAINT "order_holds_resumed_by_id_fkey" FOREIGN KEY ("resumed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_results" ADD CONSTRAINT "order_results_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_results" ADD CONSTRAINT "order_results_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The catalogue's document-producing services deliver a result (the seed marks new catalogues the same way).
UPDATE "services" SET "delivers_result" = true
WHERE "category" IN ('civil_registry', 'marriage', 'divorce', 'consular', 'translation', 'notarization');
