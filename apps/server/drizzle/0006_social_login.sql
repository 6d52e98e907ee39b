CREATE TABLE "social_bindings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_bindings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_providers" (
	"brand_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"client_secret_sealed" text,
	"issuer" text,
	"authorization_endpoint" text,
	"token_endpoint" text,
	"profile_endpoint" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_providers_brand_id_provider_pk" PRIMARY KEY("brand_id","provider")
);
--> statement-breakpoint
CREATE TABLE "social_sign_ins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_sign_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"stage" text DEFAULT 'started' NOT NULL,
	"browser_hash" text NOT NULL,
	"state_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"affiliate_code" text,
	"referral_code" text,
	"subject" text,
	"display_name" text,
	"player_id" bigint,
	"exchange_code_hash" text,
	"ticket_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_bindings" ADD CONSTRAINT "social_bindings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_bindings" ADD CONSTRAINT "social_bindings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_providers" ADD CONSTRAINT "social_providers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_sign_ins" ADD CONSTRAINT "social_sign_ins_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_sign_ins" ADD CONSTRAINT "social_sign_ins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_bindings_subject_key" ON "social_bindings" USING btree ("brand_id","provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "social_bindings_player_key" ON "social_bindings" USING btree ("player_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "social_sign_ins_state_key" ON "social_sign_ins" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "social_sign_ins_exchange_key" ON "social_sign_ins" USING btree ("exchange_code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "social_sign_ins_ticket_key" ON "social_sign_ins" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "social_sign_ins_expiry_idx" ON "social_sign_ins" USING btree ("expires_at");--> statement-breakpoint
-- The SOCIAL* feature switches never did anything; providers are now switched on in their own settings.
UPDATE "brands" SET "whitelabel" = (
  SELECT coalesce(jsonb_agg(
    CASE WHEN node->>'modId' = 'LOGIN' THEN jsonb_set(node, '{childrenNodes}', coalesce((
      SELECT jsonb_agg(child ORDER BY position)
      FROM jsonb_array_elements(node->'childrenNodes') WITH ORDINALITY AS c(child, position)
      WHERE child->>'modId' <> 'SOCIAL'), '[]'::jsonb))
    ELSE node END ORDER BY ord), '[]'::jsonb)
  FROM jsonb_array_elements("whitelabel") WITH ORDINALITY AS t(node, ord)
);
