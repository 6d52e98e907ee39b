import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@croupier/contracts';
import { pageOf } from './api.ts';
import { outboxApiPath, outboxFiltersToParams, parseOutboxFilters } from './filters.ts';

describe('outbox filter in the URL', () => {
  it('maps the outbox recipient filter the same way', () => {
    expect(parseOutboxFilters(new URLSearchParams('to=%2B66812&page=2'))).toEqual({ to: '+66812', page: 2 });
    expect(outboxApiPath({ to: 'x@y.z', page: 2 })).toBe('/outbox?limit=500&to=x%40y.z');
    expect(outboxApiPath({ to: '', page: 1 })).toBe('/outbox?limit=500');
  });

  it('leaves defaults out of the URL', () => {
    expect(outboxFiltersToParams({ to: '', page: 1 })).toEqual({});
    expect(outboxFiltersToParams({ to: '+66812', page: 3 })).toEqual({ to: '+66812', page: '3' });
  });

  it('pages the newest-first list the server answers, clamping pages past the end', () => {
    const messages = Array.from(
      { length: 120 },
      (_, i) => ({ id: String(i), to: 'a', channel: 'sms', body: '', createdAt: '' }) as OutboxMessage,
    );
    const last = pageOf(messages, 3, 50);
    expect(last).toMatchObject({ page: 3, total: 120, totalPages: 3 });
    expect(last.items.map((m) => m.id)).toEqual(Array.from({ length: 20 }, (_, i) => String(100 + i)));
    expect(pageOf(messages, 9, 50).page).toBe(3);
    expect(pageOf([], 1, 50)).toMatchObject({ items: [], total: 0, totalPages: 1 });
  });
});
