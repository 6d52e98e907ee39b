import { useTranslation } from 'react-i18next';
import { Pager as KitPager } from '@croupier/web-kit';

/** The console's pager texts and classes: "‹ Previous", "Page n of m", "Next ›". */
export function usePagerTexts() {
  const { t } = useTranslation();
  return {
    previous: `‹ ${t('common.previousPage')}`,
    next: `${t('common.nextPage')} ›`,
    count: (page: number, pages: number) => t('common.pageOf', { page, pages }),
    className: 'pager',
    countClassName: 'num',
  };
}

/** Previous / "Page n of m" / Next under a table; the page number itself lives in the URL. */
export function Pager(props: {
  label: string;
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  return <KitPager {...props} {...usePagerTexts()} />;
}
