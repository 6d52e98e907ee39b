CREATE TABLE "lottery_games" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"family" text NOT NULL,
	"prize_mode" text NOT NULL,
	"names" jsonb NOT NULL,
	"schedule" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"draws_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	CONSTRAINT "lottery_games_prize_mode" CHECK ("lottery_games"."prize_mode" in ('LOTT', 'ELOTT', 'SEA', 'VN'))
);
--> statement-breakpoint
CREATE TABLE "lottery_issues" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_id" bigint NOT NULL,
	"issue_no" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"seed_hash" text NOT NULL,
	"sealed_seed" text NOT NULL,
	"seed" text,
	"result" jsonb,
	"drawn_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"voided_by" bigint,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	CONSTRAINT "lottery_issues_status" CHECK ("lottery_issues"."status" in ('scheduled', 'open', 'closed', 'drawn', 'settled', 'void')),
	CONSTRAINT "lottery_issues_times" CHECK ("lottery_issues"."opens_at" <= "lottery_issues"."close_at" and "lottery_issues"."close_at" <= "lottery_issues"."draw_at"),
	CONSTRAINT "lottery_issues_drawn" CHECK (("lottery_issues"."status" in ('drawn', 'settled')) <= ("lottery_issues"."seed" is not null and "lottery_issues"."result" is not null))
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "platform_served" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_issues" ADD CONSTRAINT "lottery_issues_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_issues" ADD CONSTRAINT "lottery_issues_voided_by_operators_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_games_code" ON "lottery_games" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_issues_game_issue" ON "lottery_issues" USING btree ("game_id","issue_no");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_issues_game_draw" ON "lottery_issues" USING btree ("game_id","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_issues_pending" ON "lottery_issues" USING btree ("game_id","draw_at") WHERE "lottery_issues"."status" in ('scheduled', 'open', 'closed');