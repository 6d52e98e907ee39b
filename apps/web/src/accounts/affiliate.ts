/**
 * The affiliate (invitation) code decision of spec §4: a code from the URL is sent silently when the
 * rules hide the field; a shown field disappears once the URL code checks out; a typed code is checked
 * before the register call and a failed check shows the invitation-code error.
 */
export interface AffiliateState {
  /** The rules show the affiliateCode field. */
  ruleShown: boolean;
  urlCode: string | null;
  /** Result of GET /affiliates for the URL code: null while unknown (not checked, or still checking). */
  urlCodeValid: boolean | null;
}

export function affiliateFieldVisible(state: AffiliateState): boolean {
  return state.ruleShown && !(state.urlCode && state.urlCodeValid === true);
}

/** Whether the URL code must be checked before the form can decide if the field shows. */
export function needsUrlCheck(state: AffiliateState): boolean {
  return state.ruleShown && Boolean(state.urlCode) && state.urlCodeValid === null;
}

export type AffiliatePlan =
  { kind: 'none' } | { kind: 'send'; code: string } | { kind: 'check'; code: string };

export function affiliatePlan(state: AffiliateState, typed: string): AffiliatePlan {
  if (!affiliateFieldVisible(state))
    return state.urlCode ? { kind: 'send', code: state.urlCode } : { kind: 'none' };
  const code = typed.trim();
  return code ? { kind: 'check', code } : { kind: 'none' };
}
