CREATE TABLE "promotion_application_images" (
	"application_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "promotion_application_images_application_id_position_pk" PRIMARY KEY("application_id","position"),
	CONSTRAINT "promotion_application_images_position" CHECK ("promotion_application_images"."position" between 1 and 3),
	CONSTRAINT "promotion_application_images_type" CHECK ("promotion_application_images"."content_type" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "promotion_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"promotion_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'applying' NOT NULL,
	"reason" text,
	"reward_id" bigint,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	CONSTRAINT "promotion_applications_status" CHECK ("promotion_applications"."status" in ('applying', 'approved', 'rejected')),
	CONSTRAINT "promotion_applications_remark" CHECK (char_length("promotion_applications"."remark") <= 140)
);
--> statement-breakpoint
CREATE TABLE "promotion_rewards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"promotion_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"source_ref" text NOT NULL,
	"bonus_id" bigint,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "promotion_rewards_status" CHECK ("promotion_rewards"."status" in ('claimable', 'issued', 'claimed')),
	CONSTRAINT "promotion_rewards_amount" CHECK ("promotion_rewards"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "promotion_application_images" ADD CONSTRAINT "promotion_application_images_application_id_promotion_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."promotion_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_reward_id_promotion_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."promotion_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_rewards" ADD CONSTRAINT "promotion_rewards_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_rewards" ADD CONSTRAINT "promotion_rewards_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_pending" ON "promotion_applications" USING btree ("promotion_id","player_id") WHERE "promotion_applications"."status" = 'applying';--> statement-breakpoint
CREATE INDEX "promotion_applications_promotion_idx" ON "promotion_applications" USING btree ("promotion_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_rewards_period_key" ON "promotion_rewards" USING btree ("promotion_id","player_id","period_key");--> statement-breakpoint
CREATE INDEX "promotion_rewards_player_idx" ON "promotion_rewards" USING btree ("player_id","status");