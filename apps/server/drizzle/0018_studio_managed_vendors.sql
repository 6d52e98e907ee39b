ALTER TABLE "vendors" ADD COLUMN "studio_managed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written (ADR 0011): an existing install's vendors the studio registered are the studio's. It wrote
-- exactly this launch URL, ending in /play/<vassalage>/{gameCode}?token=…, under any public origin; and the
-- demo catalogue's vendors it serves that it has not connected yet (no launch URL, no secret: nobody onboarded them).
UPDATE "vendors" SET "studio_managed" = true
WHERE right("launch_url", length('/play/' || "vassalage" || '/{gameCode}?token={token}&language={language}&mode={mode}'))
    = '/play/' || "vassalage" || '/{gameCode}?token={token}&language={language}&mode={mode}'
  OR ("launch_url" IS NULL AND "secret_sealed" IS NULL AND "vassalage" IN (
    'INHOUSE', 'AURORA', 'JADEPEAK', 'NEONFOX', 'GOLDENKOI', 'THUNDERBOX', 'SAKURASPIN', 'LUCKYLANTERN',
    'MIDNIGHTMINT', 'STARFORGE', 'PIXELPALACE', 'TIGERLILY', 'COBALTCROWN', 'SILKROAD', 'VELVETVAULT', 'EMBERWILD',
    'MANGOMOON', 'ORBITPLAY', 'RIVERDRAGON', 'QUARTZQUILL', 'SUNFIRE', 'BAMBOOBAY', 'ATLASREELS', 'ROYALDEALER',
    'PEARLLIVE', 'VELVETROOM', 'LOTUSLIVE', 'MACAUSTAR', 'EVERGREEN', 'ARCADE88', 'FLIPSTER'));
