CREATE TABLE "payment_revocations" (
	"source" text NOT NULL,
	"transaction_id" text NOT NULL,
	"reason" text NOT NULL,
	"revoked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_revocations_source_transaction_id_pk" PRIMARY KEY("source","transaction_id")
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "revoked_reason" text;