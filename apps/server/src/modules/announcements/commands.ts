import {
  LANGUAGES,
  type Announcement,
  type AnnouncementAdmin,
  type AnnouncementInput,
  type AnnouncementPatch,
  type FieldErrorCode,
  type Language,
} from '@croupier/contracts';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { notFound, validationFailed } from '../../platform/domain-errors.ts';
import { recordOperatorAudit } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import * as repo from './repository.ts';
import type { AnnouncementRow } from './schema.ts';

export interface Actor {
  brand: BrandRow;
  operator: OperatorRow;
  ip: string;
}

/** What a write answers: the notice, and whether players should hear of it (it was just switched on). */
export interface AnnouncementChange {
  announcement: AnnouncementAdmin;
  published: boolean;
}

export function toAnnouncementAdmin(row: AnnouncementRow): AnnouncementAdmin {
  return {
    id: row.id.toString(),
    titles: row.titles,
    contents: row.contents,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
    audience: row.audience,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * `GET /api/v1/announcements`: the visible notices in the player's language. A language without its own
 * title shows the English notice whole, never a translated title over an English body.
 */
export async function playerAnnouncements(
  db: Executor,
  brand: BrandRow,
  language: Language,
  audience: 'players' | 'agents' = 'players',
): Promise<Announcement[]> {
  const rows = await repo.listVisibleAnnouncements(db, brand.id, audience);
  return rows.map((row) => {
    const shown = row.titles[language] ? language : 'EN';
    return {
      id: row.id.toString(),
      title: row.titles[shown] ?? '',
      content: row.contents[shown] ?? '',
      publishedAt: (row.startsAt ?? row.createdAt).toISOString(),
    };
  });
}

export async function listAnnouncementsForOperator(db: Executor, brand: BrandRow) {
  return (await repo.listAnnouncements(db, brand.id)).map(toAnnouncementAdmin);
}

// A title is one line; a body keeps its line breaks and tabs. Other control characters are never intended.
// eslint-disable-next-line no-control-regex
const TITLE_CONTROLS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTENT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Trimmed, per language; English needed, and a language has both a title and a content or neither. */
function texts(titles: Record<string, string>, contents: Record<string, string>) {
  const fields: Record<string, FieldErrorCode> = {};
  const kept = { titles: {} as Record<string, string>, contents: {} as Record<string, string> };
  for (const language of LANGUAGES) {
    const title = (titles[language] ?? '').trim();
    const content = (contents[language] ?? '').replaceAll('\r\n', '\n').trim();
    if (TITLE_CONTROLS.test(title)) fields[`titles.${language}`] = 'INVALID';
    if (CONTENT_CONTROLS.test(content)) fields[`contents.${language}`] = 'INVALID';
    if (language === 'EN' || title || content) {
      if (!title) fields[`titles.${language}`] ??= 'REQUIRED';
      if (!content) fields[`contents.${language}`] ??= 'REQUIRED';
    }
    if (title) kept.titles[language] = title;
    if (content) kept.contents[language] = content;
  }
  return { fields, ...kept };
}

function moment(value: string | null | undefined, field: string, fields: Record<string, FieldErrorCode>) {
  if (value === null || value === undefined || value.trim() === '') return null;
  const at = new Date(value);
  // ISO 8601 with a time: a bare date would mean midnight UTC, not the brand's midnight.
  if (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    fields[field] = 'INVALID';
    return null;
  }
  return at;
}

/** The columns a whole notice (created, or current merged with a patch) is stored with, checked together. */
function columns(input: AnnouncementInput & { startsAt: string | null; endsAt: string | null }) {
  const { fields, titles, contents } = texts(input.titles, input.contents);
  const startsAt = moment(input.startsAt, 'startsAt', fields);
  const endsAt = moment(input.endsAt, 'endsAt', fields);
  if (startsAt && endsAt && endsAt <= startsAt) fields.endsAt = 'INVALID';
  if (Object.keys(fields).length > 0)
    throw validationFailed(fields, 'Some fields of the notice are not valid.');
  return {
    titles,
    contents,
    startsAt,
    endsAt,
    sortOrder: input.sortOrder ?? 0,
    enabled: input.enabled ?? true,
    audience: input.audience ?? 'players',
  };
}

function audit(tx: Executor, actor: Actor, action: string, id: bigint, before: unknown, after: unknown) {
  return recordOperatorAudit(tx, actor, { action, target: `announcement:${id}`, before, after });
}

export async function createAnnouncement(
  db: Database,
  actor: Actor,
  input: AnnouncementInput,
): Promise<AnnouncementChange> {
  const values = columns({ ...input, startsAt: input.startsAt ?? null, endsAt: input.endsAt ?? null });
  return inTransaction(db, async (tx) => {
    const row = await repo.insertAnnouncement(tx, actor.brand.id, values);
    const view = toAnnouncementAdmin(row);
    await audit(tx, actor, 'announcement.create', row.id, null, view);
    return { announcement: view, published: row.enabled };
  });
}

export async function patchAnnouncement(
  db: Database,
  actor: Actor,
  id: bigint,
  patch: AnnouncementPatch,
): Promise<AnnouncementChange> {
  return inTransaction(db, async (tx) => {
    const current = await repo.findAnnouncement(tx, actor.brand.id, id, { forUpdate: true });
    if (!current) throw notFound('The notice');
    const before = toAnnouncementAdmin(current);
    const values = columns({
      titles: patch.titles ?? current.titles,
      contents: patch.contents ?? current.contents,
      startsAt: patch.startsAt !== undefined ? patch.startsAt : before.startsAt,
      endsAt: patch.endsAt !== undefined ? patch.endsAt : before.endsAt,
      sortOrder: patch.sortOrder ?? current.sortOrder,
      enabled: patch.enabled ?? current.enabled,
      audience: patch.audience ?? current.audience,
    });
    const row = await repo.updateAnnouncement(tx, id, values);
    const view = toAnnouncementAdmin(row);
    await audit(tx, actor, 'announcement.update', id, before, view);
    return { announcement: view, published: row.enabled && !current.enabled };
  });
}

export async function removeAnnouncement(db: Database, actor: Actor, id: bigint): Promise<void> {
  await inTransaction(db, async (tx) => {
    const current = await repo.findAnnouncement(tx, actor.brand.id, id, { forUpdate: true });
    if (!current) throw notFound('The notice');
    await repo.deleteAnnouncement(tx, id);
    await audit(tx, actor, 'announcement.delete', id, toAnnouncementAdmin(current), null);
  });
}
