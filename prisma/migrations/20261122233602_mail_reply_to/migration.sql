-- AlterTable
ALTER TABLE "mail_outbox" ADD COLUMN     "reply_to" TEXT;
