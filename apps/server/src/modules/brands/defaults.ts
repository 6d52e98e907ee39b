import { WHITELABEL_FLAGS as F, type WhitelabelNode } from '@croupier/contracts';

const on = (modId: string, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: '1',
  childrenNodes,
});
const off = (modId: string, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: '0',
  childrenNodes,
});

/**
 * The feature switches a new brand starts with: every login and registration method on so a fresh install
 * shows them all, second verification and forced password expiry off (they surprise new operators).
 */
export function defaultWhitelabel(): WhitelabelNode[] {
  return [
    on('REGISTRATION', [
      on(F.usernameRegistration),
      on(F.mobileRegistration),
      on(F.mobilePasswordRegistration),
      on(F.registrationMobileVerification),
    ]),
    on('LOGIN', [
      on(F.mobileCodeLogin),
      on(F.phoneVerification),
      off(F.secondVerification),
      on(F.changePasswordVerification),
      off(F.passwordExpiry),
      on(F.freePlay),
    ]),
    on('REWARDS', [on(F.points), on(F.manualRebate), on(F.referral)]),
    on('AGENT', [on(F.dividend), on(F.dailySalary), on(F.hourlySalary), on(F.realtimeSalary)]),
  ];
}
