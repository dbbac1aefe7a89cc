-- CreateEnum
CREATE TYPE "NotificationChannel" AS ENUM ('whatsapp', 'sms', 'email');

-- CreateEnum
CREATE TYPE "NotificationStatus" AS ENUM ('queued', 'sent', 'delivered', 'read', 'failed');

-- CreateTable
CREATE TABLE "notification_choices" (
    "user_id" INTEGER NOT NULL,
    "whatsapp" BOOLEAN NOT NULL,
    "sms" BOOLEAN NOT NULL,
    "email" BOOLEAN NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "notification_choices_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "notification_providers" (
    "channel" "NotificationChannel" NOT NULL,
    "config" JSONB NOT NULL DEFAULT '{}',
    "secrets" JSONB NOT NULL DEFAULT '{}',
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "notification_providers_pkey" PRIMARY KEY ("channel")
);

-- CreateTable
CREATE TABLE "notification_messages" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "channel" "NotificationChannel" NOT NULL,
    "event" TEXT NOT NULL,
    "language" "Language" NOT NULL,
    "to_phone" TEXT NOT NULL,
    "params" JSONB NOT NULL DEFAULT '[]',
    "text" TEXT NOT NULL,
    "fallback_mail" JSONB,
    "status" "NotificationStatus" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reason" TEXT,
    "provider_message_id" TEXT,
    "fell_back_to_email_at" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),
    "delivered_at" TIMESTAMPTZ(3),
    "read_at" TIMESTAMPTZ(3),
    "failed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notification_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "notification_messages_provider_message_id_key" ON "notification_messages"("provider_message_id");

-- CreateIndex
CREATE INDEX "notification_messages_status_next_attempt_at_idx" ON "notification_messages"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "notification_messages_order_id_idx" ON "notification_messages"("order_id");

-- CreateIndex
CREATE INDEX "notification_messages_user_id_idx" ON "notification_messages"("user_id");

-- AddForeignKey
ALTER TABLE "notification_choices" ADD CONSTRAINT "notification_choices_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
