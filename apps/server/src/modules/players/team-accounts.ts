import { randomInt } from 'node:crypto';
import { checkField } from '@croupier/contracts/constants';
import type { FieldErrorCode } from '@croupier/contracts';
import type { Executor } from '../../db/client.ts';
import { DomainError, validationFailed } from '../../platform/domain-errors.ts';
import type { BrandRow } from '../brands/index.ts';
import { hashPassword } from '../security/index.ts';
import { newReferralCode } from './register.ts';
import { registrationRules } from './registration-rules.ts';
import * as repo from './repository.ts';
import { AGENT_TYPES } from './schema.ts';

const AFFILIATE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** An agent's affiliate code: 8 letters and digits that cannot be misread (0/O, 1/I), unique per brand. */
export const newAffiliateCode = () =>
  Array.from({ length: 8 }, () => AFFILIATE_ALPHABET[randomInt(AFFILIATE_ALPHABET.length)]).join('');

/** Checks a username and password against the brand's registration rules, as the sign-up form does. */
export function checkCredentials(brand: BrandRow, input: { username: string; password: string }): void {
  const rules = registrationRules(brand.registrationRules);
  const fields: Record<string, FieldErrorCode> = {};
  const username = checkField({ ...rules.username!, required: true }, input.username.trim());
  if (username) fields.username = username;
  const password = checkField({ ...rules.password!, required: true }, input.password);
  if (password) fields.password = password;
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

/**
 * Opens an account that someone else registers (an agent for its downline, an operator for an agent): the
 * brand's username and password rules hold, the password is the registrar's choice and must be changed at
 * first sign-in (unless `mustChangePassword` is false: the first start's demo agent, whose password the
 * newcomer reads in the start banner), and an agent gets its affiliate code. The caller's transaction also
 * links the upline.
 */
export async function openTeamAccount(
  tx: Executor,
  props: {
    brand: BrandRow;
    username: string;
    passwordHash: string;
    type: number;
    uplineId: bigint | null;
    ip: string;
    mustChangePassword?: boolean;
  },
): Promise<repo.PlayerRow> {
  const agent = AGENT_TYPES.includes(props.type);
  const player = await repo.insertPlayer(tx, {
    brandId: props.brand.id,
    username: props.username.trim(),
    type: props.type,
    passwordHash: props.passwordHash,
    mustChangePassword: props.mustChangePassword ?? true,
    uplineId: props.uplineId,
    affiliateCode: agent ? newAffiliateCode() : null,
    referralCode: newReferralCode(),
    registrationIp: props.ip,
  });
  if (!player)
    throw new DomainError('ALREADY_EXISTS', 'This account is already registered.', {
      username: 'NOT_ALLOWED',
    });
  return player;
}

/** The password hash for `openTeamAccount`, taken before its transaction (hashing is slow on purpose). */
export const teamAccountPasswordHash = (password: string) => hashPassword(password);

/** Makes a member an agent of `type`, with an affiliate code if it has none; answers the account as it was. */
export async function makeAgent(tx: Executor, brandId: bigint, id: bigint, type: number) {
  const player = await repo.findPlayerById(tx, brandId, id);
  if (!player) return undefined;
  await repo.updatePlayerRow(tx, id, {
    type,
    affiliateCode: player.affiliateCode ?? newAffiliateCode(),
  });
  return player;
}
