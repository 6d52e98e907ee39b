CREATE TABLE "ledger_house_pending" (
	"transfer_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"house_code" text NOT NULL,
	"amount" bigint NOT NULL
);
