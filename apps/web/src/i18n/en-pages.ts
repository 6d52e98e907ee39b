import { agentsEn } from './agents-en.ts';
import { contractsEn } from './contracts-en.ts';
import { betsEn } from './bets-en.ts';
import { depositsEn } from './deposits-en.ts';
import { securityEn } from './security-en.ts';
import { transferWalletEn } from './transfer-wallet-en.ts';
import { walletEn } from './wallet-en.ts';
import { withdrawalsEn } from './withdrawals-en.ts';
import { rewardsEn } from './rewards-en.ts';
import { envelopesEn } from './envelopes-en.ts';
import { vipEn } from './vip-en.ts';
import { missionsEn } from './missions-en.ts';
import { pointsEn } from './points-en.ts';
import { lotteryEn } from './lottery-en.ts';
import { inviteEn, referralEn } from './referral-en.ts';

/** English words of the member pages and wallet dialogs: fetched with the first lazy page (i18n.ts). */
export const enPages = {
  security: securityEn,
  deposits: depositsEn,
  wallet: walletEn,
  transferWallet: transferWalletEn,
  bets: betsEn,
  withdrawals: withdrawalsEn,
  rewards: rewardsEn,
  envelopes: envelopesEn,
  vip: vipEn,
  missions: missionsEn,
  pointsMall: pointsEn,
  agentCentre: agentsEn,
  contracts: contractsEn,
  lotteryPages: lotteryEn,
  referral: referralEn,
  invite: inviteEn,
};
