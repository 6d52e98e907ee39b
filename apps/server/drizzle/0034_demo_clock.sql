-- Hand-written (ADR 0026). The platform's clock: the time a session has set in croupier.clock (the first
-- start's demo dates its history in the past this way), else now(). A one-expression SQL function declared stable
-- is inlined into the statements that call it, so it costs a hot statement no function call.
CREATE FUNCTION app_now() RETURNS timestamptz LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(nullif(current_setting('croupier.clock', true), '')::timestamptz, now())
$$;
--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "operator_sessions" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "operator_sessions" ALTER COLUMN "last_seen_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "operators" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "banners" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "favourite_games" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "recent_games" ALTER COLUMN "played_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "vendors" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "vendors" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "login_failures" ALTER COLUMN "window_started_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "verification_codes" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "login_history" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "player_sessions" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "player_sessions" ALTER COLUMN "last_seen_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "password_changed_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "ledger_transfers" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "deposit_channels" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "deposit_channels" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "payment_gateway_accounts" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "idempotent_requests" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "social_bindings" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "social_providers" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "social_sign_ins" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "payout_accounts" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "withdrawal_settings" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "launch_sessions" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "vendor_transactions" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "game_rounds" ALTER COLUMN "opened_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "game_rounds" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "rounds_stream" ALTER COLUMN "recorded_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "stream_cursors" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "vendor_wallet_balances" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "vendor_wallet_transfers" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "announcements" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "announcements" ALTER COLUMN "updated_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "adjustment_requests" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "settlement_payments" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "settlement_runs" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "contract_statements" ALTER COLUMN "settled_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "contract_versions" ALTER COLUMN "offered_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "created_at" SET DEFAULT app_now();--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "updated_at" SET DEFAULT app_now();