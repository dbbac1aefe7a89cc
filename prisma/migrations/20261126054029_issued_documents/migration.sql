-- CreateEnum
CREATE TYPE "IssuedDocumentKind" AS ENUM ('invoice', 'receipt');

-- CreateTable
CREATE TABLE "issued_documents" (
    "id" SERIAL NOT NULL,
    "kind" "IssuedDocumentKind" NOT NULL,
    "number" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "order_id" INTEGER NOT NULL,
    "payment_id" INTEGER,
    "issued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "issued_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "issued_document_counters" (
    "kind" "IssuedDocumentKind" NOT NULL,
    "year" INTEGER NOT NULL,
    "last_number" INTEGER NOT NULL,

    CONSTRAINT "issued_document_counters_pkey" PRIMARY KEY ("kind","year")
);

-- CreateIndex
CREATE UNIQUE INDEX "issued_documents_number_key" ON "issued_documents"("number");

-- CreateIndex
CREATE UNIQUE INDEX "issued_documents_code_key" ON "issued_documents"("code");

-- CreateIndex
CREATE UNIQUE INDEX "issued_documents_payment_id_key" ON "issued_documents"("payment_id");

-- CreateIndex
CREATE INDEX "issued_documents_order_id_kind_idx" ON "issued_documents"("order_id", "kind");

-- AddForeignKey
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE CASCADE;
