-- Instances keep the public services list in memory. Every statement that changes the catalogue (an
-- edit through any instance, the TRUNCATE of a backup restore, a hand-written UPDATE) tells every
-- listening instance to drop its copy; the notification is sent only when the transaction commits.
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER "services_notify_catalogue_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
