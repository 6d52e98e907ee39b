import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from './LoadError.tsx';
import { Pager } from './Pager.tsx';

export interface Column {
  label: ReactNode;
  /** Amounts line up on the right. */
  money?: boolean;
}

interface PageQuery<T> {
  data: { items: T[]; totalPages: number } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A console list: loading and load-failure states, the table with its hidden caption and column headers, a row
 * saying why it is empty, and the pager under it. The page number lives in the URL; `onPage` writes it there.
 */
export function PagedTable<T>(props: {
  query: PageQuery<T>;
  caption: string;
  className: string;
  columns: readonly Column[];
  emptyText: string;
  row: (item: T) => ReactNode;
  pagerLabel: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { query } = props;
  const data = query.data;
  return (
    <>
      {query.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {query.isError ? <LoadError error={query.error} retry={() => void query.refetch()} /> : null}
      {data ? (
        <div className="table-wrap" aria-busy={query.isFetching}>
          <table className={`table ${props.className}`}>
            <caption className="visually-hidden">{props.caption}</caption>
            <thead>
              <tr>
                {props.columns.map((column, index) => (
                  <th key={index} scope="col" className={column.money ? 'money-cell' : undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 ? (
                <tr>
                  <td colSpan={props.columns.length} className="muted">
                    {props.emptyText}
                  </td>
                </tr>
              ) : null}
              {data.items.map(props.row)}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? (
        <Pager
          label={props.pagerLabel}
          page={props.page}
          totalPages={data.totalPages}
          onChange={props.onPage}
        />
      ) : null}
    </>
  );
}
