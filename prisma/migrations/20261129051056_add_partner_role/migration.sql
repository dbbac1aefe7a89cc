-- AlterEnum
ALTER TYPE "Role" ADD VALUE 'partner';
