-- The back office's searches (orders, users, services) match a normalised copy of the searched columns
-- through trigram indexes, instead of scanning every row with ILIKE over each column: "احمد" finds "أحمد",
-- "٠٥٣٢" finds "0532", "celik" finds "Çelik". The copy is kept by triggers, so every writer (the app, a
-- restore, hand-written SQL) keeps it right; the app searches it with the same normalisation
-- (server/src/common/search-text.ts, checked against this function by a test on both databases).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "search_text" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "services" ADD COLUMN     "search_text" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "search_text" TEXT NOT NULL DEFAULT '';

-- Arabic letter forms unified (أ إ آ ٱ to ا, ة to ه, ى to ي, ؤ to و, ئ to ي), Arabic-Indic and Persian
-- digits read as Latin, Turkish letters and Latin capitals folded to plain lower-case Latin, then Arabic
-- diacritics, Quranic marks and tatweel removed. Letters are mapped one by one (translate), never by
-- lower(), whose result depends on the database's locale (PGlite's C locale folds ASCII only).
CREATE FUNCTION search_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT regexp_replace(
    translate(
      input,
      'ABCDEFGHIJKLMNOPQRSTUVWXYZأإآٱةىؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹ÇçĞğİıÖöŞşÜü',
      'abcdefghijklmnopqrstuvwxyzااااهيوي01234567890123456789ccggiioossuu'
    ),
    '[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'
  )
$$;

CREATE FUNCTION orders_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := search_normalize(concat_ws(' ', NEW.order_number, NEW.tracking_number, NEW.full_name,
    NEW.email, NEW.phone, regexp_replace(NEW.phone, '\D', '', 'g')));
  RETURN NEW;
END
$$;
CREATE TRIGGER orders_search_text BEFORE INSERT OR UPDATE OF order_number, tracking_number, full_name, email, phone
  ON "orders" FOR EACH ROW EXECUTE FUNCTION orders_search_text();

CREATE FUNCTION users_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := search_normalize(concat_ws(' ', NEW.full_name, NEW.email, NEW.phone,
    regexp_replace(NEW.phone, '\D', '', 'g')));
  RETURN NEW;
END
$$;
CREATE TRIGGER users_search_text BEFORE INSERT OR UPDATE OF full_name, email, phone
  ON "users" FOR EACH ROW EXECUTE FUNCTION users_search_text();

CREATE FUNCTION services_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := search_normalize(concat_ws(' ', NEW.name_ar, NEW.name_tr, NEW.name_en));
  RETURN NEW;
END
$$;
CREATE TRIGGER services_search_text BEFORE INSERT OR UPDATE OF name_ar, name_tr, name_en
  ON "services" FOR EACH ROW EXECUTE FUNCTION services_search_text();

-- The rows already there: each trigger rewrites the column when one of its sources is set.
UPDATE "orders" SET phone = phone;
UPDATE "users" SET email = email;
UPDATE "services" SET name_ar = name_ar;

-- CreateIndex
CREATE INDEX "orders_search_text_trgm" ON "orders" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "services_search_text_trgm" ON "services" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_search_text_trgm" ON "users" USING GIN ("search_text" gin_trgm_ops);
