ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_brand_id_brands_id_fk";
