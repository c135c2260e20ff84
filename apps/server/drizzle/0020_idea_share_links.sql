CREATE TABLE "idea_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"idea_id" uuid NOT NULL,
	"salt" text NOT NULL,
	"token_hash" text NOT NULL,
	"with_bible" boolean DEFAULT false NOT NULL,
	"with_outline" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_shares_idea_id_unique" UNIQUE("idea_id"),
	CONSTRAINT "idea_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "idea_shares" ADD CONSTRAINT "idea_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_shares" ADD CONSTRAINT "idea_shares_idea_id_generation_history_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."generation_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_shares_user_idx" ON "idea_shares" USING btree ("user_id");