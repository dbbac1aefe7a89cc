-- Instances keep the back-office status counts in memory. Every statement that adds, removes or moves an
-- order between statuses (from any instance, a restore, hand-written SQL) tells every listening
-- instance to drop them; the notification is sent only when the transaction commits.
CREATE FUNCTION "notify_order_statuses_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('order_statuses_changed', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER "orders_notify_statuses_changed"
  AFTER INSERT OR UPDATE OF "status" OR DELETE OR TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_order_statuses_changed"();
