-- Instances keep the system settings and the site's content in memory. Every statement that changes
-- them (an edit through any instance, the TRUNCATE of a backup restore, a hand-written UPDATE) tells
-- every listening instance to drop its copy; the notification is sent only when the transaction commits.
-- One function serves both tables: each trigger names its channel.
CREATE FUNCTION "notify_channel"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER "setting_groups_notify_settings_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "setting_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_channel"('settings_changed');

CREATE TRIGGER "cms_sections_notify_cms_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cms_sections"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_channel"('cms_changed');
