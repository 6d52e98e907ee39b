import { Type, type Static } from 'typebox';
import { LanguageTextsSchema } from './language-texts.ts';

/** Limits of a notice (home marquee and notice popup): one line of title, a short plain-text body. */
export const ANNOUNCEMENT_TITLE_MAX = 100;
export const ANNOUNCEMENT_CONTENT_MAX = 2000;

/**
 * `GET /api/v1/announcements`: a notice players see, in their language (English when it has none).
 * `content` is plain text: clients render it as text, never as HTML.
 */
export const AnnouncementSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  content: Type.String(),
  /** When it became visible: its window's start, or when it was created. */
  publishedAt: Type.String(),
});
export type Announcement = Static<typeof AnnouncementSchema>;

/** Who reads a notice: players on the site (marquee and popup), or agents in the agent centre. */
export const ANNOUNCEMENT_AUDIENCES = ['players', 'agents'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

export const AnnouncementAdminSchema = Type.Object({
  id: Type.String(),
  /** Per language (EN always, CN and TH when translated); a language has both a title and a content or neither. */
  titles: Type.Record(Type.String(), Type.String()),
  contents: Type.Record(Type.String(), Type.String()),
  startsAt: Type.Union([Type.String(), Type.Null()]),
  endsAt: Type.Union([Type.String(), Type.Null()]),
  sortOrder: Type.Integer(),
  enabled: Type.Boolean(),
  audience: Type.Enum(ANNOUNCEMENT_AUDIENCES),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type AnnouncementAdmin = Static<typeof AnnouncementAdminSchema>;

const Window = Type.Union([Type.String({ maxLength: 40 }), Type.Null()]);

/** `POST /admin-api/v1/announcements`: times are ISO 8601; a window end must come after its start. */
export const AnnouncementInputSchema = Type.Object(
  {
    titles: LanguageTextsSchema(ANNOUNCEMENT_TITLE_MAX),
    contents: LanguageTextsSchema(ANNOUNCEMENT_CONTENT_MAX),
    startsAt: Type.Optional(Window),
    endsAt: Type.Optional(Window),
    sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
    enabled: Type.Optional(Type.Boolean()),
    audience: Type.Optional(Type.Enum(ANNOUNCEMENT_AUDIENCES)),
  },
  { additionalProperties: false },
);
export type AnnouncementInput = Static<typeof AnnouncementInputSchema>;

/** `PATCH /admin-api/v1/announcements/{id}`: any subset; `titles` and `contents` replace the whole set. */
export const AnnouncementPatchSchema = Type.Partial(AnnouncementInputSchema, {
  additionalProperties: false,
  minProperties: 1,
});
export type AnnouncementPatch = Static<typeof AnnouncementPatchSchema>;
