import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@croupier/contracts';
import { formatDateTime } from '@croupier/format';
import { commonIconPaths, LineIcon } from '@croupier/web-kit/icons';
import { PromotionCardView, PromotionDetailsView } from '@croupier/web-kit/promotion-card';
import '@croupier/web-kit/promotion-card.css';
import { HTML_LANG, currentLanguage } from '../i18n/index.ts';
import { useBrandTime } from '../ui/time.tsx';
import { ToggleGroup } from '../ui/ToggleGroup.tsx';
import { localToIso } from '../vendors/rules.ts';
import type { PromotionValues } from './rules.ts';

const pick = (texts: Record<Language, string>, lang: Language) => texts[lang].trim() || texts.EN.trim();

/**
 * The promotion as a player reading `language` will see it, on the player site's own card (web-kit), with the
 * site's words in that language: the console's words are not the player's.
 */
export function PromotionPreview({ values }: { values: PromotionValues }) {
  const { t, i18n } = useTranslation();
  const { zone } = useBrandTime();
  const [language, setLanguage] = useState<Language>('EN');
  const [now] = useState(() => Date.now());
  const words = i18n.getFixedT(language, undefined, 'promotions.preview.player');
  // The console's own words around the preview keep the console's language.
  const own = HTML_LANG[currentLanguage()];
  const title = pick(values.titles, language);
  const start = localToIso(values.startsAt, zone);
  const end = localToIso(values.endsAt, zone);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, zone).slice(0, 16) : '…');
  const coming = start !== null && Date.parse(start) > now;
  const status = {
    status: coming ? ('coming_soon' as const) : ('join_now' as const),
    label: words(coming ? 'comingSoon' : 'joinNow'),
    prefix: words('statusLabel'),
  };
  const common = {
    title,
    summary: pick(values.summaries, language),
    imageUrl: values.imageUrl.trim() || null,
    blankArt: <LineIcon>{commonIconPaths.gift}</LineIcon>,
    status,
  };
  return (
    <section className="promo-preview" aria-labelledby="promo-preview-heading" lang={HTML_LANG[language]}>
      <div className="promo-preview-head" lang={own}>
        <h2 id="promo-preview-heading">{t('promotions.preview.heading')}</h2>
        <ToggleGroup
          label={t('promotions.preview.language')}
          options={LANGUAGES}
          value={language}
          text={(lang) => t(`lang.${lang}`)}
          onChange={setLanguage}
        />
        <p className="muted">{t('promotions.preview.lead')}</p>
      </div>
      {title ? (
        <>
          <h3 className="promo-preview-label" lang={own}>
            {t('promotions.preview.card')}
          </h3>
          <div className="promo-preview-card">
            <PromotionCardView
              {...common}
              headingId="promo-preview-title"
              window={words(coming ? 'startsOn' : 'until', { date: when(coming ? start : end) })}
            >
              <span className="btn" aria-hidden="true">
                {words('details')}
              </span>
              {status.status === 'join_now' ? (
                <span className="btn btn-primary" aria-hidden="true">
                  {words('joinNow')}
                </span>
              ) : null}
            </PromotionCardView>
          </div>
          <h3 className="promo-preview-label" lang={own}>
            {t('promotions.preview.details')}
          </h3>
          <div className="promo-preview-details">
            <p className="promo-preview-title">{title}</p>
            <PromotionDetailsView
              {...common}
              content={pick(values.contents, language)}
              window={words('period', { from: when(start), to: when(end) })}
            />
          </div>
        </>
      ) : (
        <p className="muted">{t('promotions.preview.noTitle')}</p>
      )}
    </section>
  );
}
