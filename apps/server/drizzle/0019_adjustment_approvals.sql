CREATE TABLE "adjustment_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "adjustment_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by_id" bigint NOT NULL,
	"requested_by" text NOT NULL,
	"decided_by_id" bigint,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adjustment_requests_amount" CHECK ("adjustment_requests"."amount" <> 0),
	CONSTRAINT "adjustment_requests_four_eyes" CHECK ("adjustment_requests"."decided_by_id" is null or "adjustment_requests"."decided_by_id" <> "adjustment_requests"."requested_by_id")
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "adjustment_approval_threshold" bigint;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "adjustment_maximum" bigint;--> statement-breakpoint
ALTER TABLE "adjustment_requests" ADD CONSTRAINT "adjustment_requests_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_requests" ADD CONSTRAINT "adjustment_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_requests" ADD CONSTRAINT "adjustment_requests_requested_by_id_operators_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_requests" ADD CONSTRAINT "adjustment_requests_decided_by_id_operators_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adjustment_requests_brand_status_idx" ON "adjustment_requests" USING btree ("brand_id","status","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_adjustment_limits" CHECK ("brands"."adjustment_approval_threshold" > 0 and "brands"."adjustment_maximum" > 0);