-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "notify_email" TEXT;
