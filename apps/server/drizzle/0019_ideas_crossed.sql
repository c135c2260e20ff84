CREATE TABLE "idea_crosses" (
	"idea_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "idea_crosses_idea_id_source_id_pk" PRIMARY KEY("idea_id","source_id")
);
--> statement-breakpoint
ALTER TABLE "idea_crosses" ADD CONSTRAINT "idea_crosses_idea_id_generation_history_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."generation_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_crosses" ADD CONSTRAINT "idea_crosses_source_id_generation_history_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."generation_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_crosses_source_idx" ON "idea_crosses" USING btree ("source_id");