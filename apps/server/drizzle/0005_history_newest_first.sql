-- ORDER BY created_at DESC, id DESC means NULLS FIRST: an index declared DESC NULLS LAST (0003)
-- cannot serve it, an ascending one read backwards can (docs/decisions/010).
DROP INDEX "generation_history_user_created_idx";--> statement-breakpoint
CREATE INDEX "generation_history_user_created_idx" ON "generation_history" USING btree ("user_id","created_at","id");