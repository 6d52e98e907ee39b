CREATE TABLE "envelope_rains" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "envelope_rains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"sender_id" bigint,
	"title" text NOT NULL,
	"currency" text NOT NULL,
	"budget" bigint NOT NULL,
	"count" integer NOT NULL,
	"min_amount" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"vip_levels" integer[],
	"agent_ids" bigint[],
	"tags" text[],
	"wagering_multiple" integer DEFAULT 0 NOT NULL,
	"request_key" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"closed_at" timestamp with time zone,
	"returned_amount" bigint,
	CONSTRAINT "envelope_rains_kind" CHECK ("envelope_rains"."kind" in ('operator', 'agent')),
	CONSTRAINT "envelope_rains_sender" CHECK (("envelope_rains"."kind" = 'agent') = ("envelope_rains"."sender_id" is not null)),
	CONSTRAINT "envelope_rains_window" CHECK ("envelope_rains"."ends_at" > "envelope_rains"."starts_at"),
	CONSTRAINT "envelope_rains_amounts" CHECK ("envelope_rains"."count" > 0 and "envelope_rains"."min_amount" > 0 and "envelope_rains"."budget" >= "envelope_rains"."min_amount" * "envelope_rains"."count")
);
--> statement-breakpoint
CREATE TABLE "envelopes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "envelopes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rain_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"player_id" bigint,
	"grabbed_at" timestamp with time zone,
	CONSTRAINT "envelopes_amount" CHECK ("envelopes"."amount" > 0),
	CONSTRAINT "envelopes_grab" CHECK (("envelopes"."player_id" is null) = ("envelopes"."grabbed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "prize_wheels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prize_wheels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"names" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"currency" text NOT NULL,
	"segments" jsonb NOT NULL,
	"deposit_per_spin" bigint,
	"valid_bet_per_spin" bigint,
	"budget" bigint,
	"spent" bigint DEFAULT 0 NOT NULL,
	"wagering_multiple" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	CONSTRAINT "prize_wheels_spent" CHECK ("prize_wheels"."spent" >= 0 and ("prize_wheels"."budget" is null or "prize_wheels"."spent" <= "prize_wheels"."budget")),
	CONSTRAINT "prize_wheels_earn_rules" CHECK (("prize_wheels"."deposit_per_spin" is null or "prize_wheels"."deposit_per_spin" > 0) and ("prize_wheels"."valid_bet_per_spin" is null or "prize_wheels"."valid_bet_per_spin" > 0))
);
--> statement-breakpoint
CREATE TABLE "wheel_spin_balances" (
	"wheel_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"spins_left" integer DEFAULT 0 NOT NULL,
	"earned" integer DEFAULT 0 NOT NULL,
	"bet_progress" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wheel_spin_balances_wheel_id_player_id_pk" PRIMARY KEY("wheel_id","player_id"),
	CONSTRAINT "wheel_spin_balances_left" CHECK ("wheel_spin_balances"."spins_left" >= 0 and "wheel_spin_balances"."bet_progress" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wheel_spin_credits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wheel_spin_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"wheel_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"source_ref" text NOT NULL,
	"spins" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wheel_spins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"wheel_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"segment" integer NOT NULL,
	"label" text NOT NULL,
	"prize" bigint,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "envelope_rains" ADD CONSTRAINT "envelope_rains_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_rains" ADD CONSTRAINT "envelope_rains_sender_id_players_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_rain_id_envelope_rains_id_fk" FOREIGN KEY ("rain_id") REFERENCES "public"."envelope_rains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_wheels" ADD CONSTRAINT "prize_wheels_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spin_balances" ADD CONSTRAINT "wheel_spin_balances_wheel_id_prize_wheels_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."prize_wheels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spin_balances" ADD CONSTRAINT "wheel_spin_balances_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spin_credits" ADD CONSTRAINT "wheel_spin_credits_wheel_id_prize_wheels_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."prize_wheels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spin_credits" ADD CONSTRAINT "wheel_spin_credits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_wheel_id_prize_wheels_id_fk" FOREIGN KEY ("wheel_id") REFERENCES "public"."prize_wheels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "envelope_rains_brand_idx" ON "envelope_rains" USING btree ("brand_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "envelope_rains_request_key" ON "envelope_rains" USING btree ("brand_id","sender_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "envelopes_one_per_player" ON "envelopes" USING btree ("rain_id","player_id");--> statement-breakpoint
CREATE INDEX "envelopes_unclaimed_idx" ON "envelopes" USING btree ("rain_id","id") WHERE "envelopes"."player_id" is null;--> statement-breakpoint
CREATE INDEX "prize_wheels_brand_idx" ON "prize_wheels" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spin_credits_source" ON "wheel_spin_credits" USING btree ("wheel_id","source_ref");--> statement-breakpoint
CREATE INDEX "wheel_spins_player_idx" ON "wheel_spins" USING btree ("player_id","wheel_id","id");