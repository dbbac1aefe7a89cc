-- CreateEnum
CREATE TYPE "OrderDocumentStatus" AS ENUM ('submitted', 'accepted', 'rejected');

-- AlterEnum
ALTER TYPE "OrderFileKind" ADD VALUE 'document';

-- CreateTable
CREATE TABLE "service_required_documents" (
    "id" SERIAL NOT NULL,
    "service_id" INTEGER NOT NULL,
    "name_ar" TEXT NOT NULL,
    "name_tr" TEXT,
    "name_en" TEXT,
    "description_ar" TEXT,
    "description_tr" TEXT,
    "description_en" TEXT,
    "is_required" BOOLEAN NOT NULL DEFAULT true,
    "accepted_types" TEXT[],
    "max_files" INTEGER NOT NULL DEFAULT 1,
    "max_age_days" INTEGER,
    "original_by_post" BOOLEAN NOT NULL DEFAULT false,
    "only_for_someone_else" BOOLEAN NOT NULL DEFAULT false,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "archived_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "service_required_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_documents" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "requirement_id" INTEGER NOT NULL,
    "file_id" INTEGER NOT NULL,
    "issued_on" DATE,
    "status" "OrderDocumentStatus" NOT NULL DEFAULT 'submitted',
    "review_reason" TEXT,
    "reviewed_by_id" INTEGER,
    "reviewed_by_name" TEXT,
    "reviewed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_document_waivers" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "to_status" "OrderStatus" NOT NULL,
    "waived_by_id" INTEGER,
    "waived_by_name" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_document_waivers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "service_required_documents_service_id_sort_order_idx" ON "service_required_documents"("service_id", "sort_order");

-- CreateIndex
CREATE UNIQUE INDEX "order_documents_file_id_key" ON "order_documents"("file_id");

-- CreateIndex
CREATE INDEX "order_documents_order_id_requirement_id_idx" ON "order_documents"("order_id", "requirement_id");

-- CreateIndex
CREATE INDEX "order_documents_requirement_id_idx" ON "order_documents"("requirement_id");

-- CreateIndex
CREATE INDEX "order_documents_reviewed_by_id_idx" ON "order_documents"("reviewed_by_id");

-- CreateIndex
CREATE INDEX "order_document_waivers_order_id_idx" ON "order_document_waivers"("order_id");

-- CreateIndex
CREATE INDEX "order_document_waivers_waived_by_id_idx" ON "order_document_waivers"("waived_by_id");

-- AddForeignKey
ALTER TABLE "service_required_documents" ADD CONSTRAINT "service_required_documents_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_requirement_id_fkey" FOREIGN KEY ("requirement_id") REFERENCES "service_required_documents"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "order_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_reviewed_by_id_fkey" FOREIGN KEY ("reviewed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_document_waivers" ADD CONSTRAINT "order_document_waivers_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_document_waivers" ADD CONSTRAINT "order_document_waivers_waived_by_id_fkey" FOREIGN KEY ("waived_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Added by hand: what the service form allows, kept by the database too.
ALTER TABLE "service_required_documents" ADD CONSTRAINT "service_required_documents_max_files_check" CHECK ("max_files" BETWEEN 1 AND 10);
ALTER TABLE "service_required_documents" ADD CONSTRAINT "service_required_documents_max_age_days_check" CHECK ("max_age_days" IS NULL OR "max_age_days" > 0);
