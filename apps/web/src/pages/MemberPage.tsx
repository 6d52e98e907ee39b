import type { ComponentType } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/SessionProvider.tsx';
import { ComingSoon } from '../ui/ComingSoon.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { useActiveInView } from '../ui/useActiveInView.ts';
import { SecurityCenter } from '../security/SecurityCenter.tsx';
import { DepositPage } from '../deposits/DepositPage.tsx';
import { WALLET_PAGES } from '../wallet/index.ts';
import { WithdrawPage } from '../withdrawals/WithdrawPage.tsx';
import { TransferWalletPage } from '../transfer-wallet/TransferWalletPage.tsx';
import { BetsPage } from '../bets/BetsPage.tsx';
import { ProfitPage } from '../bets/ProfitPage.tsx';
import { BonusDetailsPage } from '../rewards/BonusDetailsPage.tsx';
import { RewardCenterPage } from '../rewards/RewardCenterPage.tsx';
import { ManualRebatePage } from '../vip/ManualRebatePage.tsx';
import { ReferralPage } from '../referral/ReferralPage.tsx';
import { MissionLeaderboardPage } from '../missions/MissionLeaderboardPage.tsx';
import { isFlagOn, WHITELABEL_FLAGS } from '@croupier/contracts/constants';
import { useSite } from '../site/queries.ts';
import './pages.css';

export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'gameWallets',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'manualRebate',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;
type MemberPageId = (typeof MEMBER_PAGES)[number];

const PAGE_BODIES: Partial<Record<MemberPageId, ComponentType>> = {
  securityCenter: SecurityCenter,
  depositv2: DepositPage,
  withdraw: WithdrawPage,
  personalHistoryCopy: BetsPage,
  personalProfit: ProfitPage,
  gameWallets: TransferWalletPage,
  bonusDetails: BonusDetailsPage,
  rewardCenter: RewardCenterPage,
  manualRebate: ManualRebatePage,
  referral: ReferralPage,
  missionLeaderboard: MissionLeaderboardPage,
  ...WALLET_PAGES,
};

function asPage(value: string | null | undefined): MemberPageId {
  const found = MEMBER_PAGES.find((p) => p.toLowerCase() === value?.toLowerCase());
  return found ?? 'securityCenter';
}

/** The member centre: `/member?page=withdraw` and `/member/withdraw` are the same page. */
export function MemberPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const session = useSession();
  const site = useSite();
  const current = asPage(params.page ?? search.get('page'));
  const Body = PAGE_BODIES[current];
  const me = session.me;
  const menuRef = useActiveInView<HTMLUListElement>(current);
  const badges: Partial<Record<MemberPageId, number>> = me
    ? {
        messageV2: me.unreadMessages,
        rewardCenter: me.availablePromos,
        missionLeaderboard: me.claimableMissions,
      }
    : {};

  return (
    <>
      <PageHeader title={t('member.title')} />
      <div className="member-layout">
        <nav className="member-menu" aria-label={t('member.menu')}>
          <ul ref={menuRef}>
            {MEMBER_PAGES.filter(
              (page) =>
                (page !== 'manualRebate' || isFlagOn(site.whitelabel, WHITELABEL_FLAGS.manualRebate)) &&
                // As the side menu's invite entry: agents, or anyone while the brand runs referral.
                (page !== 'referral' || session.kind === 'agent' || me?.referralEnabled === true),
            ).map((page) => (
              <li key={page}>
                <Link to={`/member?page=${page}`} aria-current={page === current ? 'page' : undefined}>
                  {t(`member.${page}`)}
                  {(badges[page] ?? 0) > 0 && <span className="badge tabular">{badges[page]}</span>}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/vip">
                {t('member.vipLink')}
                {me && <span className="member-vip tabular">{me.vip.name}</span>}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="member-body">
          {Body ? (
            <Body />
          ) : (
            <ComingSoon icon="user" title={t(`member.${current}`)} body={t(`member.soon.${current}`)} />
          )}
        </div>
      </div>
    </>
  );
}
