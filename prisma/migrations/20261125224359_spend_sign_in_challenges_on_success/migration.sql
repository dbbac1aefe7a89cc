-- CreateTable
CREATE TABLE "spent_sign_in_challenges" (
    "id" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "spent_sign_in_challenges_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "spent_sign_in_challenges_expires_at_idx" ON "spent_sign_in_challenges"("expires_at");
