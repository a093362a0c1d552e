ALTER TABLE "custom_fabrics" ADD COLUMN "length_cm" integer;--> statement-breakpoint
ALTER TABLE "custom_fabrics" ADD COLUMN "width_cm" integer;