CREATE TABLE "story_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"line_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"language" text NOT NULL,
	"origin_idea_id" uuid,
	"origin_element" text,
	"source" text NOT NULL,
	"visibility" text NOT NULL,
	"hidden" text[] NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] NOT NULL,
	"details" jsonb NOT NULL,
	"summary" text NOT NULL,
	"notes" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story_cards" ADD CONSTRAINT "story_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_cards" ADD CONSTRAINT "story_cards_line_id_generation_history_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."generation_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_cards" ADD CONSTRAINT "story_cards_origin_idea_id_generation_history_id_fk" FOREIGN KEY ("origin_idea_id") REFERENCES "public"."generation_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_cards_line_idx" ON "story_cards" USING btree ("line_id","position");--> statement-breakpoint
CREATE INDEX "story_cards_origin_idx" ON "story_cards" USING btree ("origin_idea_id");--> statement-breakpoint
CREATE INDEX "story_cards_user_idx" ON "story_cards" USING btree ("user_id");