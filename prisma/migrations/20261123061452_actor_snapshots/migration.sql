-- AlterTable
ALTER TABLE "audit_log" ADD COLUMN     "actor_email" TEXT,
ADD COLUMN     "actor_name" TEXT;

-- AlterTable
ALTER TABLE "order_status_history" ADD COLUMN     "changed_by_name" TEXT;

-- The rows written before this migration take the names their actors have now.
UPDATE "audit_log" SET "actor_name" = u."full_name", "actor_email" = u."email" FROM "users" u WHERE u."id" = "audit_log"."actor_id";
UPDATE "order_status_history" SET "changed_by_name" = u."full_name" FROM "users" u WHERE u."id" = "order_status_history"."changed_by_id";
