CREATE TABLE "referral_friends" (
	"friend_id" bigint PRIMARY KEY NOT NULL,
	"brand_id" bigint NOT NULL,
	"referrer_id" bigint NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"signals" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_deposit" bigint,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"reward" bigint,
	"bonus_id" bigint,
	"checked_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "referral_friends_status" CHECK ("referral_friends"."status" in ('pending', 'qualified', 'expired', 'self_referral')),
	CONSTRAINT "referral_friends_paid" CHECK (("referral_friends"."status" = 'qualified') = ("referral_friends"."bonus_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"brand_id" bigint PRIMARY KEY NOT NULL,
	"reward" bigint NOT NULL,
	"min_first_deposit" bigint NOT NULL,
	"min_valid_bet" bigint NOT NULL,
	"qualify_days" integer NOT NULL,
	"wagering_multiple" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "referral_settings_reward" CHECK ("referral_settings"."reward" > 0),
	CONSTRAINT "referral_settings_minimums" CHECK ("referral_settings"."min_first_deposit" >= 0 and "referral_settings"."min_valid_bet" >= 0),
	CONSTRAINT "referral_settings_days" CHECK ("referral_settings"."qualify_days" between 1 and 90),
	CONSTRAINT "referral_settings_wagering" CHECK ("referral_settings"."wagering_multiple" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "bonuses" DROP CONSTRAINT "bonuses_source";--> statement-breakpoint
ALTER TABLE "login_history" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "referral_friends" ADD CONSTRAINT "referral_friends_friend_id_players_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_friends" ADD CONSTRAINT "referral_friends_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_friends" ADD CONSTRAINT "referral_friends_referrer_id_players_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_settings" ADD CONSTRAINT "referral_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_friends_referrer_idx" ON "referral_friends" USING btree ("referrer_id","registered_at");--> statement-breakpoint
CREATE INDEX "referral_friends_brand_status_idx" ON "referral_friends" USING btree ("brand_id","status","registered_at");--> statement-breakpoint
CREATE INDEX "referral_friends_pending_idx" ON "referral_friends" USING btree ("checked_at") WHERE "referral_friends"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "login_history_device_idx" ON "login_history" USING btree ("device_id") WHERE "login_history"."device_id" is not null;--> statement-breakpoint
CREATE INDEX "players_referred_created_idx" ON "players" USING btree ("created_at") WHERE "players"."referred_by_id" is not null;--> statement-breakpoint
CREATE INDEX "players_referred_by_idx" ON "players" USING btree ("referred_by_id") WHERE "players"."referred_by_id" is not null;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_source" CHECK ("bonuses"."source_kind" in ('promotion', 'rebate', 'vip', 'manual', 'referral'));