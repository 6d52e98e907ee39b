CREATE TABLE "point_accounts" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"brand_id" bigint NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "point_accounts_balance" CHECK ("point_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"points" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_exchanges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_exchanges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"goods_name" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"money" bigint NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_goods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"points_needed" bigint NOT NULL,
	"money_value" bigint NOT NULL,
	"wagering_multiple" integer DEFAULT 0 NOT NULL,
	"remaining" integer NOT NULL,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	CONSTRAINT "point_goods_stock" CHECK ("point_goods"."remaining" >= 0 and "point_goods"."redeemed" >= 0),
	CONSTRAINT "point_goods_price" CHECK ("point_goods"."points_needed" > 0 and "point_goods"."money_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_rates" (
	"brand_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"rate_e4" bigint NOT NULL,
	CONSTRAINT "point_rates_brand_id_kind_pk" PRIMARY KEY("brand_id","kind"),
	CONSTRAINT "point_rates_rate" CHECK ("point_rates"."rate_e4" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_round_credits" (
	"round_id" bigint PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"rate_e4" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"points" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_exchanges" ADD CONSTRAINT "point_exchanges_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_exchanges" ADD CONSTRAINT "point_exchanges_goods_id_point_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."point_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_goods" ADD CONSTRAINT "point_goods_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_rates" ADD CONSTRAINT "point_rates_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_key" ON "point_entries" USING btree ("brand_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "point_entries_player_idx" ON "point_entries" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "point_exchanges_player_idx" ON "point_exchanges" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "point_exchanges_brand_status_idx" ON "point_exchanges" USING btree ("brand_id","status","id");--> statement-breakpoint
CREATE INDEX "point_goods_brand_idx" ON "point_goods" USING btree ("brand_id","sort");