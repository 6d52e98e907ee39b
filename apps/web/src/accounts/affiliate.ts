/**
 * The invitation code of spec §4, one field for both kinds: an agent's affiliate code or a friend's
 * referral code. A code from the URL is sent silently when the rules hide the affiliate field; the field
 * disappears once the URL code checks out; a typed code is checked first and goes as the affiliate code when
 * it is an agent's, else as a referral code (the server refuses either with the invitation-code error).
 */
export interface AffiliateState {
  /** The rules show the affiliateCode field. */
  ruleShown: boolean;
  urlCode: string | null;
  /** Result of GET /affiliates for the URL code: null while unknown (not checked, or still checking). */
  urlCodeValid: boolean | null;
}

export function invitationFieldVisible(state: AffiliateState): boolean {
  return !(state.ruleShown && state.urlCode && state.urlCodeValid === true);
}

/** Whether the URL code must be checked before the form can decide if the field shows. */
export function needsUrlCheck(state: AffiliateState): boolean {
  return state.ruleShown && Boolean(state.urlCode) && state.urlCodeValid === null;
}

export interface InvitationPlan {
  /** The link's affiliate code, sent without asking. */
  silent: string | null;
  /** What the player typed; `mayBeAgent` when it can be an affiliate code (the rules show that field). */
  typed: { code: string; mayBeAgent: boolean } | null;
}

export function invitationPlan(state: AffiliateState, typed: string): InvitationPlan {
  const silent = state.urlCode && (!state.ruleShown || state.urlCodeValid === true) ? state.urlCode : null;
  const code = typed.trim();
  return {
    silent,
    typed: invitationFieldVisible(state) && code ? { code, mayBeAgent: state.ruleShown && !silent } : null,
  };
}

/** The request body's codes for a plan; `isAgentCode` asks the server whether a typed code is an agent's. */
export async function invitationCodes(
  plan: InvitationPlan,
  isAgentCode: (code: string) => Promise<boolean>,
): Promise<{ affiliateCode?: string; referralCode?: string }> {
  const codes: { affiliateCode?: string; referralCode?: string } = {};
  if (plan.silent) codes.affiliateCode = plan.silent;
  if (plan.typed) {
    const agent = plan.typed.mayBeAgent && (await isAgentCode(plan.typed.code).catch(() => false));
    if (agent) codes.affiliateCode = plan.typed.code;
    else codes.referralCode = plan.typed.code;
  }
  return codes;
}

/** Server errors about either code belong under the one invitation field. */
export const INVITATION_RENAME = { affiliateCode: 'invitationCode', referralCode: 'invitationCode' };
