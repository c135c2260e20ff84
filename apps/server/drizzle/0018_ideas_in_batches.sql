ALTER TABLE "generation_history" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "generation_history" ADD COLUMN "batch_index" smallint;