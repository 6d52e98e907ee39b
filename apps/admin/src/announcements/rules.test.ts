import type { AnnouncementAdmin } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import {
  canEditAnnouncements,
  newAnnouncement,
  announcementBody,
  announcementState,
  validateAnnouncement,
} from './rules.ts';

const ZONE = 'Asia/Bangkok';

const filled = () => {
  const values = newAnnouncement();
  values.titles.EN = 'Maintenance';
  values.contents.EN = 'Sunday 02:00.\nBack at 04:00.';
  return values;
};

describe('notice rules', () => {
  it('needs the English title and content, and both or neither for other languages', () => {
    expect(validateAnnouncement(newAnnouncement(), ZONE)).toEqual({
      'titles.EN': { key: 'fieldErrors.REQUIRED' },
      'contents.EN': { key: 'fieldErrors.REQUIRED' },
    });
    const half = filled();
    half.titles.TH = 'ปิดปรับปรุง';
    expect(Object.keys(validateAnnouncement(half, ZONE))).toEqual(['contents.TH']);
    expect(validateAnnouncement(filled(), ZONE)).toEqual({});
  });

  it('keeps the server limits: 100 and 2000 characters, a window that ends after it starts', () => {
    const long = filled();
    long.titles.EN = 'x'.repeat(101);
    long.contents.EN = 'y'.repeat(2001);
    expect(validateAnnouncement(long, ZONE)).toMatchObject({
      'titles.EN': { values: { max: 100 } },
      'contents.EN': { values: { max: 2000 } },
    });
    const window = filled();
    window.startsAt = '2030-01-02 10:00';
    window.endsAt = '2030-01-02 09:00';
    expect(validateAnnouncement(window, ZONE)).toEqual({ endsAt: { key: 'announcements.v.endAfterStart' } });
  });

  it('sends trimmed texts only for languages that have them, and null for open window ends', () => {
    const values = filled();
    values.titles.EN = '  Maintenance ';
    expect(announcementBody(values, ZONE)).toEqual({
      titles: { EN: 'Maintenance' },
      contents: { EN: 'Sunday 02:00.\nBack at 04:00.' },
      startsAt: null,
      endsAt: null,
      sortOrder: 0,
      enabled: true,
      audience: 'players',
    });
    values.audience = 'agents';
    expect(announcementBody(values, ZONE)).toMatchObject({ audience: 'agents' });
  });

  it('says what players see now, and who may write', () => {
    const base = { enabled: true, startsAt: null, endsAt: null } as unknown as AnnouncementAdmin;
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(announcementState(base, now)).toBe('showing');
    expect(announcementState({ ...base, enabled: false }, now)).toBe('hidden');
    expect(announcementState({ ...base, startsAt: '2030-02-01T00:00:00Z' }, now)).toBe('scheduled');
    expect(announcementState({ ...base, endsAt: '2029-12-01T00:00:00Z' }, now)).toBe('ended');
    expect([
      canEditAnnouncements('support'),
      canEditAnnouncements('finance'),
      canEditAnnouncements('viewer'),
    ]).toEqual([true, false, false]);
  });
});
