import { Type, type Static } from 'typebox';
import { LANGUAGES } from './constants.ts';
import { AmountSchema } from './wallet.ts';
import { CustomerServiceSchema, CurrencySchema, ResourceSchema, WhitelabelNodeSchema } from './site.ts';

/** The brand's settings as the console reads and changes them (the settings module). */

const CountryCode = Type.String({ pattern: '^[A-Z]{2}$' });
// The server checks each one with net.isIP; the pattern only keeps junk out early.
const IpAddress = Type.String({ minLength: 2, maxLength: 45, pattern: '^[0-9a-fA-F:.]+$' });

/** What `PATCH /admin-api/v1/brand` may change; any subset. */
export const BrandPatchSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    accentColor: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' })),
    maintenance: Type.Optional(Type.Boolean()),
    maintenanceMessage: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    blockedCountries: Type.Optional(Type.Array(CountryCode, { maxItems: 250, uniqueItems: true })),
    exemptIps: Type.Optional(Type.Array(IpAddress, { maxItems: 200, uniqueItems: true })),
    whitelabel: Type.Optional(Type.Array(WhitelabelNodeSchema, { maxItems: 100 })),
    customerService: Type.Optional(Type.Array(CustomerServiceSchema, { maxItems: 30 })),
    resources: Type.Optional(Type.Array(ResourceSchema, { maxItems: 30 })),
    languages: Type.Optional(
      Type.Array(Type.String({ pattern: '^(EN|CN|TH)$' }), {
        minItems: 1,
        maxItems: LANGUAGES.length,
        uniqueItems: true,
      }),
    ),
    defaultLanguage: Type.Optional(Type.String({ pattern: '^(EN|CN|TH)$' })),
    analyticsGtagId: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    /** Manual adjustments above this need a second operator's approval; at most `adjustmentMaximum`. */
    adjustmentApprovalThreshold: Type.Optional(AmountSchema),
    /** No single manual adjustment may move more than this, approved or not. */
    adjustmentMaximum: Type.Optional(AmountSchema),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type BrandPatch = Static<typeof BrandPatchSchema>;

/** `GET /admin-api/v1/brand`: the brand's settings as the operator edits them. */
export const BrandSettingsSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  domains: Type.Array(Type.String()),
  currency: CurrencySchema,
  timezone: Type.String(),
  accentColor: Type.String(),
  languages: Type.Array(Type.String()),
  defaultLanguage: Type.String(),
  maintenance: Type.Boolean(),
  maintenanceMessage: Type.Union([Type.String(), Type.Null()]),
  blockedCountries: Type.Array(Type.String()),
  exemptIps: Type.Array(Type.String()),
  whitelabel: Type.Array(WhitelabelNodeSchema),
  customerService: Type.Array(CustomerServiceSchema),
  resources: Type.Array(ResourceSchema),
  analyticsGtagId: Type.Union([Type.String(), Type.Null()]),
  adjustmentApprovalThreshold: Type.String(),
  adjustmentMaximum: Type.String(),
  updatedAt: Type.String(),
});
export type BrandSettings = Static<typeof BrandSettingsSchema>;
