-- CreateEnum
CREATE TYPE "WebhookDeliveryStatus" AS ENUM ('pending', 'succeeded', 'failed');

-- CreateTable
CREATE TABLE "webhook_endpoints" (
    "id" SERIAL NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "events" TEXT[],
    "secret" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "disabled_at" TIMESTAMPTZ(3),
    "disabled_reason" TEXT,
    "consecutive_failures" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_endpoints_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_events" (
    "id" TEXT NOT NULL DEFAULT ('evt_'::text || replace((gen_random_uuid())::text, '-'::text, ''::text)),
    "owner_id" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "order_id" INTEGER NOT NULL,
    "subject_id" INTEGER NOT NULL,
    "payload" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_deliveries" (
    "id" SERIAL NOT NULL,
    "endpoint_id" INTEGER NOT NULL,
    "event_id" TEXT NOT NULL,
    "status" "WebhookDeliveryStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_status_code" INTEGER,
    "last_error" TEXT,
    "last_response_body" TEXT,
    "delivered_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_attempts" (
    "id" SERIAL NOT NULL,
    "delivery_id" INTEGER NOT NULL,
    "status_code" INTEGER,
    "error" TEXT,
    "response_body" TEXT,
    "duration_ms" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "webhook_endpoints_owner_id_enabled_idx" ON "webhook_endpoints"("owner_id", "enabled");

-- CreateIndex
CREATE INDEX "webhook_events_owner_id_created_at_idx" ON "webhook_events"("owner_id", "created_at");

-- CreateIndex
CREATE INDEX "webhook_deliveries_status_next_attempt_at_idx" ON "webhook_deliveries"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "webhook_deliveries_endpoint_id_created_at_idx" ON "webhook_deliveries"("endpoint_id", "created_at");

-- CreateIndex
CREATE INDEX "webhook_deliveries_event_id_idx" ON "webhook_deliveries"("event_id");

-- CreateIndex
CREATE INDEX "webhook_attempts_delivery_id_created_at_idx" ON "webhook_attempts"("delivery_id", "created_at");

-- AddForeignKey
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "webhook_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Webhook events are recorded by the database, in the same transaction as the change they announce (issue 25):
-- durable where the `order_events` NOTIFY is not, whichever service, replica or hand-written SQL made the
-- change, and without the order features knowing webhooks exist. A row is written only when the order's owner
-- has an enabled endpoint subscribed to the type; one pending delivery per such endpoint is written with it.
-- The sender (server/src/partners/webhooks) builds the payload afterwards, once, from the rows as REST shows them.
--
-- Arguments: the event type; the column holding the order's id ("id" on orders itself); whether the subject is
-- the order itself ("order") or the written row ("row").
CREATE FUNCTION "record_webhook_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "row" jsonb := to_jsonb(NEW);
  "order_id" int := ("row" ->> TG_ARGV[1])::int;
  "owner" int;
  "event_id" text;
BEGIN
  -- A restore puts back rows, not changes: it writes the outbox as it was archived (backups.service sets this).
  IF current_setting('legal.restoring', true) = 'on' THEN
    RETURN NULL;
  END IF;
  SELECT "user_id" INTO "owner" FROM "orders" WHERE "id" = "order_id";
  IF "owner" IS NULL OR NOT EXISTS (
    SELECT 1 FROM "webhook_endpoints" e WHERE e."owner_id" = "owner" AND e."enabled" AND TG_ARGV[0] = ANY (e."events")
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO "webhook_events" ("owner_id", "type", "order_id", "subject_id")
    VALUES ("owner", TG_ARGV[0], "order_id", CASE WHEN TG_ARGV[2] = 'order' THEN "order_id" ELSE ("row" ->> 'id')::int END)
    RETURNING "id" INTO "event_id";
  INSERT INTO "webhook_deliveries" ("endpoint_id", "event_id")
    SELECT e."id", "event_id" FROM "webhook_endpoints" e
    WHERE e."owner_id" = "owner" AND e."enabled" AND TG_ARGV[0] = ANY (e."events");
  -- Wakes the senders when the transaction commits (the outbox is the record; this only saves the wait).
  PERFORM pg_notify('webhook_events', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER "orders_record_webhook_event" AFTER INSERT ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "record_webhook_event"('order.created', 'id', 'order');
-- A status move (the first history row, written with the order, has no previous status: that is order.created).
CREATE TRIGGER "order_status_history_record_webhook_event" AFTER INSERT ON "order_status_history"
  FOR EACH ROW WHEN (NEW."from_status" IS NOT NULL)
  EXECUTE FUNCTION "record_webhook_event"('order.status_changed', 'order_id', 'order');
CREATE TRIGGER "order_holds_record_webhook_event" AFTER INSERT ON "order_holds"
  FOR EACH ROW EXECUTE FUNCTION "record_webhook_event"('order.on_hold', 'order_id', 'order');
-- Only the office's decision on a required document, not its upload.
CREATE TRIGGER "order_documents_record_webhook_event" AFTER UPDATE OF "status" ON "order_documents"
  FOR EACH ROW WHEN (NEW."status" IN ('accepted', 'rejected') AND OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "record_webhook_event"('document.reviewed', 'order_id', 'row');
-- Messages are the conversation the client sees; internal notes are another table (order_notes) and never sent.
CREATE TRIGGER "order_messages_record_webhook_event" AFTER INSERT ON "order_messages"
  FOR EACH ROW EXECUTE FUNCTION "record_webhook_event"('message.created', 'order_id', 'row');
CREATE TRIGGER "payments_record_webhook_event" AFTER INSERT ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "record_webhook_event"('payment.recorded', 'order_id', 'row');
