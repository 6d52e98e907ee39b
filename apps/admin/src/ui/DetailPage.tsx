import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from './LoadError.tsx';

/**
 * A record's page: the link back to its list, then loading, the load failure with its retry, or the record's
 * own content once it is there.
 */
export function DetailPage<T>(props: {
  back: { to: string; label: string };
  query: {
    data: T | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { query } = props;
  return (
    <div className="page">
      <Link to={props.back.to} className="back-link">
        ‹ {props.back.label}
      </Link>
      {query.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {query.isError ? <LoadError error={query.error} retry={() => void query.refetch()} /> : null}
      {query.data !== undefined ? props.children(query.data) : null}
    </div>
  );
}
