import { useTranslation } from 'react-i18next';

interface PagerProps {
  /** Names the navigation landmark ("Players pages"), so several pagers stay apart for screen readers. */
  label: string;
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Previous / "Page n of m" / Next under a table; the page number itself lives in the URL. */
export function Pager({ label, page, totalPages, onChange }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, totalPages);
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        ‹ {t('common.previousPage')}
      </button>
      <span className="num" aria-live="polite">
        {t('common.pageOf', { page, pages })}
      </span>
      <button type="button" className="btn" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('common.nextPage')} ›
      </button>
    </nav>
  );
}
