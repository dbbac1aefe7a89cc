-- CreateEnum
CREATE TYPE "ApplicantKind" AS ENUM ('self', 'relative', 'power_of_attorney');

-- CreateEnum
CREATE TYPE "ApplicantRelation" AS ENUM ('father', 'mother', 'spouse', 'son', 'daughter', 'brother', 'sister', 'other');

-- CreateTable
CREATE TABLE "order_applicants" (
    "order_id" INTEGER NOT NULL,
    "kind" "ApplicantKind" NOT NULL,
    "full_name_ar" TEXT NOT NULL,
    "full_name_latin" TEXT NOT NULL,
    "relation" "ApplicantRelation",
    "father_name" TEXT NOT NULL,
    "mother_name" TEXT NOT NULL,
    "birth_date" DATE NOT NULL,
    "birth_place" TEXT NOT NULL,
    "national_number" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_applicants_pkey" PRIMARY KEY ("order_id")
);

-- CreateTable
CREATE TABLE "saved_people" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "kind" "ApplicantKind" NOT NULL,
    "full_name_ar" TEXT NOT NULL,
    "full_name_latin" TEXT NOT NULL,
    "relation" "ApplicantRelation",
    "father_name" TEXT NOT NULL,
    "mother_name" TEXT NOT NULL,
    "birth_date" DATE NOT NULL,
    "birth_place" TEXT NOT NULL,
    "national_number" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "saved_people_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "saved_people_user_id_created_at_idx" ON "saved_people"("user_id", "created_at");

-- AddForeignKey
ALTER TABLE "order_applicants" ADD CONSTRAINT "order_applicants_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_people" ADD CONSTRAINT "saved_people_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A stored applicant or saved person is someone else, and has a relation exactly when a relative.
ALTER TABLE "order_applicants" ADD CONSTRAINT "order_applicants_kind_relation_check"
    CHECK ("kind" <> 'self' AND (("kind" = 'relative') = ("relation" IS NOT NULL)));
ALTER TABLE "saved_people" ADD CONSTRAINT "saved_people_kind_relation_check"
    CHECK ("kind" <> 'self' AND (("kind" = 'relative') = ("relation" IS NOT NULL)));
