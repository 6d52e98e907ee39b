import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icons.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="not-found">
      <span className="soon-icon">
        <Icon name="help" />
      </span>
      <p className="not-found-code tabular" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body', { path: pathname })}</p>
      <Link to="/" className="btn btn-primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
