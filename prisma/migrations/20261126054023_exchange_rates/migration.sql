-- CreateTable
CREATE TABLE "exchange_rates" (
    "id" SERIAL NOT NULL,
    "currency" "Currency" NOT NULL,
    "per_try" DECIMAL(20,10) NOT NULL,
    "set_by_id" INTEGER,
    "set_by_name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "exchange_rates_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "exchange_rates_currency_created_at_idx" ON "exchange_rates"("currency", "created_at" DESC);

-- CreateIndex
CREATE INDEX "exchange_rates_created_at_idx" ON "exchange_rates"("created_at");

-- CreateIndex
CREATE INDEX "exchange_rates_set_by_id_idx" ON "exchange_rates"("set_by_id");

-- AddForeignKey
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_set_by_id_fkey" FOREIGN KEY ("set_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Constraints Prisma's schema language cannot express: a rate is of a foreign currency against the lira, above zero.
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_per_try_positive" CHECK ("per_try" > 0);
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_currency_not_try" CHECK ("currency" <> 'TRY');
