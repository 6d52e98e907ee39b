import type { ReactNode } from 'react';
import { Pager, type PagerProps } from './Pager.tsx';

export interface Column {
  label: ReactNode;
  /** Amounts line up on the right. */
  money?: boolean;
}

/** What a TanStack list query offers, without tying web-kit to TanStack. */
export interface PageQuery<T> {
  data: { items: T[]; totalPages: number } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface PagedTableProps<T> {
  query: PageQuery<T>;
  caption: string;
  className: string;
  columns: readonly Column[];
  emptyText: string;
  row: (item: T) => ReactNode;
  page: number;
  onPage: (page: number) => void;
  /** The SPA's loading line and load-failure notice (with its retry). */
  loading: ReactNode;
  loadError: (error: unknown, retry: () => void) => ReactNode;
  pager: Omit<PagerProps, 'page' | 'totalPages' | 'onChange'>;
}

/**
 * A list page's table: loading and load-failure states, the table with its hidden caption and column headers, a
 * row saying why it is empty, and the pager under it.
 */
export function PagedTable<T>(props: PagedTableProps<T>) {
  const { query } = props;
  const data = query.data;
  return (
    <>
      {query.isPending ? props.loading : null}
      {query.isError ? props.loadError(query.error, () => void query.refetch()) : null}
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
        <Pager {...props.pager} page={props.page} totalPages={data.totalPages} onChange={props.onPage} />
      ) : null}
    </>
  );
}
