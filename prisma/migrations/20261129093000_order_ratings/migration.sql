-- CreateTable
CREATE TABLE "order_ratings" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "stars" INTEGER NOT NULL,
    "comment" TEXT,
    "publish_consent" BOOLEAN NOT NULL DEFAULT false,
    "featured_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "order_ratings_pkey" PRIMARY KEY ("id"),
    -- The API refuses other values; the database holds every writer to the same rule.
    CONSTRAINT "order_ratings_stars_range" CHECK ("stars" BETWEEN 1 AND 5)
);

-- CreateIndex
CREATE UNIQUE INDEX "order_ratings_order_id_key" ON "order_ratings"("order_id");

-- CreateIndex
CREATE INDEX "order_ratings_publish_consent_updated_at_idx" ON "order_ratings"("publish_consent", "updated_at");

-- AddForeignKey
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
