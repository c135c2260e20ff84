CREATE TABLE "outlines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"idea_id" uuid NOT NULL,
	"structure" text NOT NULL,
	"language" text NOT NULL,
	"target_words" integer NOT NULL,
	"beats" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outlines_idea_id_unique" UNIQUE("idea_id")
);
--> statement-breakpoint
ALTER TABLE "outlines" ADD CONSTRAINT "outlines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlines" ADD CONSTRAINT "outlines_idea_id_generation_history_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."generation_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outlines_user_idx" ON "outlines" USING btree ("user_id");