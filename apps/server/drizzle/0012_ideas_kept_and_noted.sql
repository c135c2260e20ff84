ALTER TABLE "generation_history" ADD COLUMN "favourite" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_history" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "generation_history_favourite_idx" ON "generation_history" USING btree ("user_id","created_at","id") WHERE "generation_history"."favourite";