-- Live updates of orders (issue 22): every write that changes what an order page or the back office's order
-- details show tells every listening instance, whichever replica (or restore, or hand-written SQL) made it.
-- Each row sends one NOTIFY on the channel `order_events` with a small JSON payload
--   {"orderId": 12, "kind": "message", "id": 345, "op": "insert"}
-- (the order, what changed, the changed row's id and the kind of write); instances hear it through their one
-- listening connection (server/src/orders/live) and re-read the order for each subscriber with its rights.
-- PostgreSQL sends the notifications when the transaction commits, and none when it rolls back.
--
-- The trigger's first argument is the event kind; the second names the column holding the order's id
-- ("order_id" on the order's rows, "id" on orders itself).
CREATE FUNCTION "notify_order_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "row" jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  PERFORM pg_notify('order_events', json_build_object(
    'orderId', ("row" ->> TG_ARGV[1])::int,
    'kind', TG_ARGV[0],
    'id', ("row" ->> 'id')::int,
    'op', lower(TG_OP)
  )::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER "order_messages_notify_order_event" AFTER INSERT ON "order_messages"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_event"('message', 'order_id');
CREATE TRIGGER "order_notes_notify_order_event" AFTER INSERT ON "order_notes"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_event"('note', 'order_id');
-- Files come and go (attachments removed, receipts reviewed, a result's first download).
CREATE TRIGGER "order_files_notify_order_event" AFTER INSERT OR UPDATE OR DELETE ON "order_files"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_event"('file', 'order_id');
-- A required document's review (the upload itself is also an order_files row).
CREATE TRIGGER "order_documents_notify_order_event" AFTER INSERT OR UPDATE OR DELETE ON "order_documents"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_event"('document', 'order_id');
CREATE TRIGGER "order_results_notify_order_event" AFTER INSERT ON "order_results"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_event"('result', 'order_id');
-- A hold is opened, answered by the client, or closed by the office.
CREATE TRIGGER "order_holds_notify_order_event" AFTER INSERT OR UPDATE ON "order_holds"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_event"('hold', 'order_id');
CREATE TRIGGER "payments_notify_order_event" AFTER INSERT ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_event"('payment', 'order_id');
CREATE TRIGGER "order_status_history_notify_order_event" AFTER INSERT ON "order_status_history"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_event"('status', 'order_id');
CREATE TRIGGER "order_assignments_notify_order_event" AFTER INSERT ON "order_assignments"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_event"('assignment', 'order_id');
-- The order itself: status, payment status and amounts, hold flag, assignee, due date, read marks...
CREATE TRIGGER "orders_notify_order_event" AFTER UPDATE ON "orders"
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION "notify_order_event"('order', 'id');
