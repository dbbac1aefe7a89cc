-- CreateEnum
CREATE TYPE "QuestionType" AS ENUM ('text', 'long_text', 'date', 'number', 'choice', 'yes_no', 'country', 'phone');

-- CreateTable
CREATE TABLE "service_questions" (
    "id" SERIAL NOT NULL,
    "service_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "label_ar" TEXT NOT NULL,
    "label_tr" TEXT,
    "label_en" TEXT,
    "help_ar" TEXT,
    "help_tr" TEXT,
    "help_en" TEXT,
    "type" "QuestionType" NOT NULL,
    "required" BOOLEAN NOT NULL DEFAULT false,
    "min_length" INTEGER,
    "max_length" INTEGER,
    "pattern" TEXT,
    "min_date" TEXT,
    "max_date" TEXT,
    "min_number" DECIMAL(14,2),
    "max_number" DECIMAL(14,2),
    "options" JSONB,

    CONSTRAINT "service_questions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_answers" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "type" "QuestionType" NOT NULL,
    "label_ar" TEXT NOT NULL,
    "label_tr" TEXT,
    "label_en" TEXT,
    "value" TEXT NOT NULL,
    "value_label_ar" TEXT,
    "value_label_tr" TEXT,
    "value_label_en" TEXT,

    CONSTRAINT "order_answers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "service_questions_service_id_key_key" ON "service_questions"("service_id", "key");

-- CreateIndex
CREATE UNIQUE INDEX "service_questions_service_id_position_key" ON "service_questions"("service_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "order_answers_order_id_key_key" ON "order_answers"("order_id", "key");

-- AddForeignKey
ALTER TABLE "service_questions" ADD CONSTRAINT "service_questions_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_answers" ADD CONSTRAINT "order_answers_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The public services list carries each service's questions: a change to them (an admin's edit, a
-- restore, hand-written SQL) drops every instance's copy, as a change to "services" does.
CREATE TRIGGER "service_questions_notify_catalogue_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_questions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
