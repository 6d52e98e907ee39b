/**
 * Plain values of the agent programme's settings shared by the server and the SPAs, with no schema library behind
 * them (the console imports this file without bundling TypeBox).
 */

/** A brand's active-member minimums until an operator sets its own, in whole units of its currency (DOMAIN.md). */
export const AGENT_SETTING_DEFAULTS = { salaryActiveMinimum: 500n, dividendActiveMinimum: 1_000n } as const;

/**
 * How long an upline has to pay a downline's dividend bill before it is deemed refused (DOMAIN.md "Dividend"), in
 * hours: the default, and the range an operator may set.
 */
export const DIVIDEND_PAYMENT_HOURS = { default: 48, min: 1, max: 720 } as const;

/**
 * The most an active-member minimum may be, in whole units of the brand's currency: far above any period's valid
 * bet a member could reach, so only a slip of the keyboard meets it.
 */
export const ACTIVE_MINIMUM_MAX = 100_000_000n;
