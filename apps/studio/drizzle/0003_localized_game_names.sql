-- The catalogue's game names in other languages (CN, TH), filled from the platform at the next registration.
ALTER TABLE "games" ADD COLUMN "localized_names" jsonb DEFAULT '{}'::jsonb NOT NULL;