-- AlterTable
ALTER TABLE "backups" ADD COLUMN     "slot" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "backups_slot_key" ON "backups"("slot");
