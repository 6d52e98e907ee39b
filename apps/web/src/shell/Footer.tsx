import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCategories, useCsTitle, useSite } from '../site/queries.ts';
import { useCategoryName } from './categoryName.ts';

const SOCIAL = new Set(['FACEBOOK', 'TWITTER', 'LINE']);

export function Footer() {
  const { t } = useTranslation();
  const site = useSite();
  const categoryName = useCategoryName();
  const titleOf = useCsTitle();
  const categories = useCategories().data ?? [];
  const contact = site.customerService.filter((cs) => !SOCIAL.has(cs.csType));
  const social = site.customerService.filter((cs) => SOCIAL.has(cs.csType));
  const licence = site.resources.find((r) => r.resourceType === 'LICENSE');
  const vendors = [...new Map(categories.flatMap((c) => c.vendors).map((v) => [v.vassalage, v])).values()];

  return (
    <footer className="footer">
      <div className="footer-inner">
        <div className="footer-cols">
          {categories.length > 0 && (
            <section aria-labelledby="footer-product">
              <h2 id="footer-product">{t('footer.product')}</h2>
              <ul>
                {categories.map((c) => (
                  <li key={c.gameType}>
                    <Link to={c.path}>{categoryName(c.gameType)}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="footer-help">
            <h2 id="footer-help">{t('footer.help')}</h2>
            <ul>
              <li>
                <Link to="/help">{t('nav.help')}</Link>
              </li>
              <li>
                <Link to="/help#term">{t('help.terms')}</Link>
              </li>
              <li>
                <Link to="/help#about">{t('help.about')}</Link>
              </li>
              <li>
                <Link to="/download">{t('download.title')}</Link>
              </li>
            </ul>
          </section>
          {contact.length > 0 && (
            <section aria-labelledby="footer-contact">
              <h2 id="footer-contact">{t('footer.contact')}</h2>
              <ul>
                {contact.map((cs) => (
                  <li key={`${cs.csType}-${cs.title}`}>
                    <a href={cs.url} target="_blank" rel="noopener noreferrer">
                      {titleOf(cs)}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {social.length > 0 && (
            <section aria-labelledby="footer-social">
              <h2 id="footer-social">{t('footer.social')}</h2>
              <ul>
                {social.map((cs) => (
                  <li key={`${cs.csType}-${cs.title}`}>
                    <a href={cs.url} target="_blank" rel="noopener noreferrer">
                      {titleOf(cs)}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        {vendors.length > 0 && (
          <section className="footer-vendors" aria-labelledby="footer-vendors">
            <h2 id="footer-vendors">{t('footer.providers')}</h2>
            <ul>
              {vendors.map((v) => (
                <li key={v.vassalage}>
                  <img src={v.logoUrl} alt={v.name} height="32" loading="lazy" />
                </li>
              ))}
            </ul>
          </section>
        )}

        <div className="footer-legal">
          <p>
            <span className="age-badge" aria-hidden="true">
              18+
            </span>
            {t('footer.responsible')}
          </p>
          <p>
            {t('footer.licence', { brand: site.brand.name })}{' '}
            {licence && <a href={licence.url}>{t('footer.licenceLink')}</a>}
          </p>
          <p className="footer-copy">
            {t('footer.copyright', { brand: site.brand.name, year: new Date().getFullYear() })}
          </p>
        </div>
      </div>
    </footer>
  );
}
