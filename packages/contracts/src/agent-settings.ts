import { Type, type Static } from 'typebox';
import { AmountSchema } from './wallet.ts';

/**
 * The agent programme's settings of a brand (`GET /admin-api/v1/agent-settings`): the valid bet over a period that
 * makes a team member active (DOMAIN.md), for salaries and for dividends; amounts are decimal strings in the
 * brand's currency. `updatedAt` and `updatedBy` are null while the defaults apply.
 */
export const AgentSettingsSchema = Type.Object({
  currency: Type.String(),
  salaryActiveMinimum: Type.String(),
  dividendActiveMinimum: Type.String(),
  /** Hours an upline has to pay a downline's dividend bill before the platform force-pays it. */
  dividendPaymentHours: Type.Integer(),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});
export type AgentSettings = Static<typeof AgentSettingsSchema>;

/** `PATCH /admin-api/v1/agent-settings`: any subset; what is left out keeps its value. */
export const AgentSettingsPatchSchema = Type.Object(
  {
    salaryActiveMinimum: Type.Optional(AmountSchema),
    dividendActiveMinimum: Type.Optional(AmountSchema),
    dividendPaymentHours: Type.Optional(Type.Integer()),
  },
  // A change of nothing is refused, as every other PATCH does: it would only write an audit row of no change.
  { additionalProperties: false, minProperties: 1 },
);
export type AgentSettingsPatch = Static<typeof AgentSettingsPatchSchema>;
