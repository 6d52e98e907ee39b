import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCategoryName } from '../shell/categoryName.ts';
import { useCategories, useSite } from '../site/queries.ts';
import { ComingSoon } from '../ui/ComingSoon.tsx';
import { CategoryIcon } from '../ui/icons.tsx';
import './pages.css';

export function HomePage() {
  const { t } = useTranslation();
  const site = useSite();
  const categoryName = useCategoryName();
  const categories = useCategories();

  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('home.welcome', { brand: site.brand.name })}</h1>
        <p>{t('home.tagline')}</p>
      </section>

      <section aria-labelledby="home-categories" className="home-section">
        <h2 id="home-categories" className="section-title">
          {t('home.categories')}
        </h2>
        {categories.isPending ? (
          <ul className="category-grid" aria-hidden="true">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <li key={i} className="category-card skeleton" />
            ))}
          </ul>
        ) : categories.data && categories.data.length > 0 ? (
          <ul className="category-grid">
            {categories.data.map((c) => (
              <li key={c.gameType}>
                <Link to={c.path} className="category-card">
                  <span className="category-icon">
                    <CategoryIcon gameType={c.gameType} />
                  </span>
                  <span className="category-name">{categoryName(c.gameType)}</span>
                  <span className="category-meta tabular">
                    {t('common.games', { count: c.gameCount })} ·{' '}
                    {t('common.providers', { count: c.vendors.length })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-note">
            {categories.isError ? t('errors.INTERNAL_ERROR') : t('home.noCategories')}
          </p>
        )}
      </section>

      <ComingSoon
        icon="fire"
        title={t('home.lobbySoonTitle')}
        body={t('home.lobbySoonBody')}
        items={[
          t('home.soonNotices'),
          t('home.soonBanners'),
          t('home.soonHot'),
          t('home.soonWinners'),
          t('home.soonRows'),
        ]}
      />
    </>
  );
}
