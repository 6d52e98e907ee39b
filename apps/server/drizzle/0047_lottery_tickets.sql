CREATE TABLE "lottery_exposure" (
	"issue_id" bigint NOT NULL,
	"play" text NOT NULL,
	"number" text NOT NULL,
	"liability" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_issue_id_play_number_pk" PRIMARY KEY("issue_id","play","number")
);
--> statement-breakpoint
CREATE TABLE "lottery_player_stakes" (
	"issue_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"stake" bigint NOT NULL,
	CONSTRAINT "lottery_player_stakes_issue_id_player_id_pk" PRIMARY KEY("issue_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_settings" (
	"brand_id" bigint PRIMARY KEY NOT NULL,
	"max_prize_group" integer NOT NULL,
	"prize_groups" integer[] NOT NULL,
	"overrides" jsonb NOT NULL,
	"min_line_stake" bigint,
	"max_line_stake" bigint,
	"max_player_issue_stake" bigint,
	"number_cap" bigint,
	"cap_mode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "lottery_settings_cap_mode" CHECK ("lottery_settings"."cap_mode" in ('stop', 'half'))
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"issue_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"play" text NOT NULL,
	"selection" text NOT NULL,
	"unit" text NOT NULL,
	"multiple" integer NOT NULL,
	"notes" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"prize_group" integer,
	"max_prize_group" integer,
	"odds" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"half_pay" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"rebate" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_tickets_status" CHECK ("lottery_tickets"."status" in ('pending', 'won', 'lost', 'refunded')),
	CONSTRAINT "lottery_tickets_amounts" CHECK ("lottery_tickets"."stake" > 0 and "lottery_tickets"."win" >= 0 and "lottery_tickets"."rebate" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lottery_exposure" ADD CONSTRAINT "lottery_exposure_issue_id_lottery_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_player_stakes" ADD CONSTRAINT "lottery_player_stakes_issue_id_lottery_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_settings" ADD CONSTRAINT "lottery_settings_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_issue_id_lottery_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."lottery_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_tickets_pending" ON "lottery_tickets" USING btree ("issue_id","player_id","id") WHERE "lottery_tickets"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "lottery_tickets_issue" ON "lottery_tickets" USING btree ("issue_id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_player" ON "lottery_tickets" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_issues_drawn" ON "lottery_issues" USING btree ("draw_at") WHERE "lottery_issues"."status" = 'drawn';