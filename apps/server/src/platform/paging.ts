/**
 * How many pages a list of `total` items has at `pageSize` (API.md lists' `totalPages`). An empty list is one
 * empty page, the page the caller is looking at, so every list answers the same way.
 */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
