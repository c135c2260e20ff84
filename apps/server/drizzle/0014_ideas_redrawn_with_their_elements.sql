ALTER TABLE "generation_history" ADD COLUMN "redrawn_from" uuid;--> statement-breakpoint
ALTER TABLE "generation_history" ADD COLUMN "elements" jsonb;--> statement-breakpoint
ALTER TABLE "generation_history" ADD CONSTRAINT "generation_history_redrawn_from_generation_history_id_fk" FOREIGN KEY ("redrawn_from") REFERENCES "public"."generation_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_history_redrawn_from_idx" ON "generation_history" USING btree ("redrawn_from");--> statement-breakpoint
CREATE INDEX "generation_history_elements_unknown_idx" ON "generation_history" USING btree ("id") WHERE "generation_history"."elements" is null;