import { parsePage } from '../players/filters.ts';
import { VASSALAGE } from '../vendors/rules.ts';

/** A console list searched by text, vendor and one status, as the URL carries it: `?q=&vassalage=&status=&page=`. */
export interface VendorStatusFilters<S extends string> {
  q: string;
  vassalage: string;
  status: S | null;
  page: number;
}

/**
 * The URL ↔ filters ↔ API path rules such a list needs (rounds, vendor transfers), for its own statuses, search
 * length and API path. Defaults are left out of the URL, so the plain list stays at its plain address.
 */
export function vendorStatusFilters<S extends string>(props: {
  statuses: readonly S[];
  maxQuery: number;
  apiPath: string;
}) {
  const none: VendorStatusFilters<S> = { q: '', vassalage: '', status: null, page: 1 };
  const parse = (params: URLSearchParams): VendorStatusFilters<S> => {
    const vassalage = params.get('vassalage') ?? '';
    const status = params.get('status');
    return {
      q: (params.get('q') ?? '').trim().slice(0, props.maxQuery),
      vassalage: VASSALAGE.test(vassalage) ? vassalage : '',
      status: props.statuses.find((s) => s === status) ?? null,
      page: parsePage(params.get('page')),
    };
  };
  const toParams = (filters: VendorStatusFilters<S>): Record<string, string> => {
    const params: Record<string, string> = {};
    if (filters.q) params.q = filters.q;
    if (filters.vassalage) params.vassalage = filters.vassalage;
    if (filters.status) params.status = filters.status;
    if (filters.page > 1) params.page = String(filters.page);
    return params;
  };
  const apiPath = (filters: VendorStatusFilters<S>, pageSize: number) => {
    const query = new URLSearchParams({
      ...toParams(filters),
      page: String(filters.page),
      pageSize: String(pageSize),
    });
    return `${props.apiPath}?${query.toString()}`;
  };
  return { none, parse, toParams, apiPath };
}
