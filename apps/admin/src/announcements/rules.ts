import {
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  LANGUAGES,
  type AnnouncementAdmin,
  type AnnouncementAudience,
  type AnnouncementInput,
  type Language,
  type OperatorRole,
} from '@croupier/contracts';
import { isoToLocal, localToIso, type Errors, type Problem } from '../vendors/rules.ts';

/** Who writes notices, as the server allows: front-line support as well as the brand's managers. */
export const canEditAnnouncements = (role: OperatorRole | undefined) =>
  role === 'owner' || role === 'admin' || role === 'support';

/** The notice editor's values, as typed; times as `yyyy-MM-dd HH:mm` in the brand's zone. */
export interface AnnouncementValues {
  titles: Record<Language, string>;
  contents: Record<Language, string>;
  startsAt: string;
  endsAt: string;
  sortOrder: string;
  enabled: boolean;
  audience: AnnouncementAudience;
}
export type AnnouncementField =
  `titles.${Language}` | `contents.${Language}` | 'startsAt' | 'endsAt' | 'sortOrder';

export function newAnnouncement(): AnnouncementValues {
  return {
    titles: { EN: '', CN: '', TH: '' },
    contents: { EN: '', CN: '', TH: '' },
    startsAt: '',
    endsAt: '',
    sortOrder: '0',
    enabled: true,
    audience: 'players',
  };
}

export function announcementValues(notice: AnnouncementAdmin, timeZone: string): AnnouncementValues {
  const pick = (texts: Record<string, string>) => ({
    EN: texts.EN ?? '',
    CN: texts.CN ?? '',
    TH: texts.TH ?? '',
  });
  return {
    titles: pick(notice.titles),
    contents: pick(notice.contents),
    startsAt: isoToLocal(notice.startsAt, timeZone),
    endsAt: isoToLocal(notice.endsAt, timeZone),
    sortOrder: String(notice.sortOrder),
    enabled: notice.enabled,
    audience: notice.audience,
  };
}

const required: Problem = { key: 'fieldErrors.REQUIRED' };
const tooLong = (max: number): Problem => ({ key: 'vendors.v.tooLong', values: { max } });
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTENT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The server's rules, checked before sending so the operator sees them under the fields at once. */
export function validateAnnouncement(
  values: AnnouncementValues,
  timeZone: string,
): Errors<AnnouncementField> {
  const errors: Errors<AnnouncementField> = {};
  for (const lang of LANGUAGES) {
    const title = values.titles[lang].trim();
    const content = values.contents[lang].trim();
    if (lang === 'EN' || title || content) {
      if (!title) errors[`titles.${lang}`] = required;
      if (!content) errors[`contents.${lang}`] = required;
    }
    if (title.length > ANNOUNCEMENT_TITLE_MAX) errors[`titles.${lang}`] = tooLong(ANNOUNCEMENT_TITLE_MAX);
    else if (CONTROLS.test(title)) errors[`titles.${lang}`] = { key: 'announcements.v.oneLine' };
    if (content.length > ANNOUNCEMENT_CONTENT_MAX)
      errors[`contents.${lang}`] = tooLong(ANNOUNCEMENT_CONTENT_MAX);
    else if (CONTENT_CONTROLS.test(content)) errors[`contents.${lang}`] = { key: 'announcements.v.text' };
  }
  const start = values.startsAt ? localToIso(values.startsAt, timeZone) : null;
  const end = values.endsAt ? localToIso(values.endsAt, timeZone) : null;
  if (values.startsAt && !start) errors.startsAt = { key: 'announcements.v.time' };
  if (values.endsAt && !end) errors.endsAt = { key: 'announcements.v.time' };
  if (start && end && end <= start) errors.endsAt = { key: 'announcements.v.endAfterStart' };
  if (!/^\d{1,6}$/.test(values.sortOrder.trim()) || Number(values.sortOrder) > 100_000) {
    errors.sortOrder = { key: 'games.v.order', values: { max: '100,000' } };
  }
  return errors;
}

/** The whole notice to send (POST, or PATCH replacing every field); empty times mean no bound. */
export function announcementBody(values: AnnouncementValues, timeZone: string): Required<AnnouncementInput> {
  const titles: Record<string, string> = {};
  const contents: Record<string, string> = {};
  for (const lang of LANGUAGES) {
    if (values.titles[lang].trim()) titles[lang] = values.titles[lang].trim();
    if (values.contents[lang].trim()) contents[lang] = values.contents[lang].trim();
  }
  return {
    titles,
    contents,
    startsAt: values.startsAt ? localToIso(values.startsAt, timeZone) : null,
    endsAt: values.endsAt ? localToIso(values.endsAt, timeZone) : null,
    sortOrder: Number(values.sortOrder),
    enabled: values.enabled,
    audience: values.audience,
  };
}

export type AnnouncementState = 'hidden' | 'scheduled' | 'ended' | 'showing';

/** What players see of a notice right now: switched off, waiting for its window, past it, or showing. */
export function announcementState(notice: AnnouncementAdmin, now = Date.now()): AnnouncementState {
  if (!notice.enabled) return 'hidden';
  if (notice.startsAt && Date.parse(notice.startsAt) > now) return 'scheduled';
  if (notice.endsAt && Date.parse(notice.endsAt) <= now) return 'ended';
  return 'showing';
}
