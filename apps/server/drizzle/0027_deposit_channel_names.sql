ALTER TABLE "deposit_channels" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Installs made before names were translated: the demo data's channels and live-chat link, recognised by their
-- demo-only details, get the translations a fresh demo install has. Operators' own entries are left alone.
UPDATE "deposit_channels" SET "names" = '{"CN":"测试网关（即时到账）","TH":"เกตเวย์ทดสอบ (เข้าทันที)"}'::jsonb
  WHERE "names" = '{}'::jsonb AND "gateway" = 'testpay' AND "name" = 'Test gateway (instant)';--> statement-breakpoint
UPDATE "deposit_channels" SET "names" = '{"CN":"银行转账","TH":"โอนผ่านธนาคาร"}'::jsonb
  WHERE "names" = '{}'::jsonb AND "name" = 'Bank transfer' AND "bank_name" = 'Demo Bank'
    AND "account_number" = '123-4-56789-0';--> statement-breakpoint
UPDATE "brands" SET "customer_service" = (
  SELECT jsonb_agg(
    CASE WHEN link->>'url' = 'https://support.croupier.example/chat' AND link->>'title' = 'Live chat 24/7'
      AND link->'titles' IS NULL
    THEN link || '{"titles":{"CN":"24小时在线客服","TH":"แชทสด 24 ชม."}}'::jsonb ELSE link END
    ORDER BY position)
  FROM jsonb_array_elements("customer_service") WITH ORDINALITY AS links(link, position)
) WHERE "customer_service" @> '[{"url":"https://support.croupier.example/chat","title":"Live chat 24/7"}]'::jsonb;
