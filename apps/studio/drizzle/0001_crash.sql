CREATE TABLE "crash_chains" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crash_chains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seed" text NOT NULL,
	"length" integer NOT NULL,
	"terminal_hash" text NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crash_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain_id" bigint NOT NULL,
	"round_no" integer NOT NULL,
	"hash" text NOT NULL,
	"point" integer NOT NULL,
	"phase" text NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"crashed_at" timestamp with time zone,
	CONSTRAINT "crash_rounds_phase" CHECK ("crash_rounds"."phase" in ('betting', 'running', 'crashed'))
);
--> statement-breakpoint
ALTER TABLE "rounds" ALTER COLUMN "seed_pair_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rounds" ALTER COLUMN "nonce" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "crash_round_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_chain_idx" ON "crash_rounds" USING btree ("chain_id","round_no");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_one_live" ON "crash_rounds" USING btree ((true)) WHERE "crash_rounds"."phase" <> 'crashed';--> statement-breakpoint
CREATE INDEX "rounds_crash_idx" ON "rounds" USING btree ("crash_round_id");--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_randomness" CHECK (("rounds"."engine" = 'crash' and "rounds"."crash_round_id" is not null) or ("rounds"."seed_pair_id" is not null and "rounds"."nonce" is not null));