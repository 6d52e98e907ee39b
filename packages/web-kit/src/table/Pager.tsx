import type { ReactNode } from 'react';

export interface PagerProps {
  /** Names the navigation landmark ("Players pages"), so several pagers stay apart for screen readers. */
  label: string;
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** The SPA's texts: the buttons and "Page n of m". */
  previous: ReactNode;
  next: ReactNode;
  count: (page: number, pages: number) => ReactNode;
  className: string;
  countClassName: string;
}

/** Previous / "Page n of m" / Next under a list; the page number itself lives in the URL or the filters. */
export function Pager(props: PagerProps) {
  const { page, onChange } = props;
  const pages = Math.max(1, props.totalPages);
  return (
    <nav className={props.className} aria-label={props.label}>
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {props.previous}
      </button>
      <span className={props.countClassName} aria-live="polite">
        {props.count(page, pages)}
      </span>
      <button type="button" className="btn" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {props.next}
      </button>
    </nav>
  );
}
