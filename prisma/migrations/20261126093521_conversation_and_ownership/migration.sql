-- AlterEnum
ALTER TYPE "OrderFileKind" ADD VALUE 'message';

-- AlterTable
ALTER TABLE "order_files" ADD COLUMN     "message_id" INTEGER;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "assignee_id" INTEGER,
ADD COLUMN     "client_mailed_at" TIMESTAMPTZ(3),
ADD COLUMN     "client_read_at" TIMESTAMPTZ(3),
ADD COLUMN     "due_at" TIMESTAMPTZ(3),
ADD COLUMN     "office_mailed_at" TIMESTAMPTZ(3),
ADD COLUMN     "office_read_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "order_assignments" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "assignee_id" INTEGER,
    "assignee_name" TEXT,
    "assigned_by_id" INTEGER,
    "assigned_by_name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_assignments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_messages" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "author_id" INTEGER,
    "author_name" TEXT NOT NULL,
    "from_office" BOOLEAN NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_notes" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "author_id" INTEGER,
    "author_name" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_notes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "order_assignments_order_id_created_at_idx" ON "order_assignments"("order_id", "created_at");

-- CreateIndex
CREATE INDEX "order_assignments_assignee_id_created_at_idx" ON "order_assignments"("assignee_id", "created_at");

-- CreateIndex
CREATE INDEX "order_assignments_assigned_by_id_idx" ON "order_assignments"("assigned_by_id");

-- CreateIndex
CREATE INDEX "order_messages_order_id_created_at_idx" ON "order_messages"("order_id", "created_at");

-- CreateIndex
CREATE INDEX "order_messages_from_office_created_at_idx" ON "order_messages"("from_office", "created_at");

-- CreateIndex
CREATE INDEX "order_messages_author_id_idx" ON "order_messages"("author_id");

-- CreateIndex
CREATE INDEX "order_notes_order_id_created_at_idx" ON "order_notes"("order_id", "created_at");

-- CreateIndex
CREATE INDEX "order_notes_author_id_idx" ON "order_notes"("author_id");

-- CreateIndex
CREATE INDEX "audit_log_action_created_at_idx" ON "audit_log"("action", "created_at");

-- CreateIndex
CREATE INDEX "order_files_message_id_idx" ON "order_files"("message_id");

-- CreateIndex
CREATE INDEX "orders_assignee_id_status_idx" ON "orders"("assignee_id", "status");

-- CreateIndex
CREATE INDEX "orders_due_at_idx" ON "orders"("due_at");

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_assignee_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "order_messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_assignments" ADD CONSTRAINT "order_assignments_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_assignments" ADD CONSTRAINT "order_assignments_assignee_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_assignments" ADD CONSTRAINT "order_assignments_assigned_by_id_fkey" FOREIGN KEY ("assigned_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
