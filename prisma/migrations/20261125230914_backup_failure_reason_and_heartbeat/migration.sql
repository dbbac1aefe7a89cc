-- CreateEnum
CREATE TYPE "BackupFailureReason" AS ENUM ('interrupted', 'storage_unavailable', 'database_error');

-- AlterTable
ALTER TABLE "backups" ADD COLUMN     "failure_reason" "BackupFailureReason",
ADD COLUMN     "heartbeat_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE INDEX "backups_status_idx" ON "backups"("status");

-- Backups the start-up found abandoned before the reason existed said so in "error".
UPDATE "backups" SET "failure_reason" = 'interrupted' WHERE "status" = 'failed' AND "error" = 'interrupted';
