import { useTranslation } from 'react-i18next';
import { PagedTable as KitPagedTable, type PagedTableProps } from '@croupier/web-kit';
import { LoadError } from './LoadError.tsx';
import { usePagerTexts } from './Pager.tsx';

/** A console list (web-kit's paged table with the console's texts). The page number lives in the URL. */
export function PagedTable<T>(
  props: Omit<PagedTableProps<T>, 'loading' | 'loadError' | 'pager'> & { pagerLabel: string },
) {
  const { t } = useTranslation();
  const { pagerLabel, ...table } = props;
  return (
    <KitPagedTable
      {...table}
      loading={<p className="muted">{t('app.loading')}</p>}
      loadError={(error, retry) => <LoadError error={error} retry={retry} />}
      pager={{ label: pagerLabel, ...usePagerTexts() }}
    />
  );
}
