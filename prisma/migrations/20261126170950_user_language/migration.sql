-- CreateEnum
CREATE TYPE "Language" AS ENUM ('ar', 'tr', 'en');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "language" "Language" NOT NULL DEFAULT 'ar';
