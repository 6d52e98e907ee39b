import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralFriend, ReferralRules } from '@croupier/contracts';
import { formatDateTime } from '@croupier/format';
import { formatAmount } from '@croupier/money';
import { useSite } from '../site/queries.ts';
import { InviteLink } from '../ui/InviteLink.tsx';
import { LoadFailed, RecordPager } from '../wallet/parts.tsx';
import { progressPercent, referralLink, useReferralFriends, useReferralSummary } from './api.ts';
import '../wallet/wallet.css';
import '../bets/records.css';
import './referral.css';

function FriendRow({ friend, rules }: { friend: ReferralFriend; rules: ReferralRules }) {
  const { t } = useTranslation();
  const site = useSite();
  const money = (amount: string) => formatAmount(amount, site.brand.currency);
  const when = (at: string) => formatDateTime(at, site.brand.timezone).slice(0, 16);
  const percent = progressPercent(friend.validBet, rules.minValidBet);
  const depositMet =
    friend.firstDeposit !== null && Number(friend.firstDeposit) >= Number(rules.minFirstDeposit);
  return (
    <tr>
      <th scope="row">{friend.username}</th>
      <td className="tabular">{when(friend.registeredAt)}</td>
      <td className="num money">
        {friend.firstDeposit === null ? t('referral.none') : money(friend.firstDeposit)}
        <span className="visually-hidden">{depositMet ? t('referral.met') : t('referral.notMet')}</span>
      </td>
      <td className="referral-progress-cell">
        <progress
          max={100}
          value={percent}
          aria-label={t('referral.progressLabel', { username: friend.username })}
        >
          {percent}%
        </progress>
        <span className="tabular">
          {t('referral.progress', { have: money(friend.validBet), need: money(rules.minValidBet) })}
        </span>
      </td>
      <td className="tabular">{when(friend.deadline)}</td>
      <td>
        <span className={`referral-status referral-status-${friend.status}`}>
          {t(`referral.statuses.${friend.status}`)}
        </span>
      </td>
      <td className="num money">{friend.reward === null ? t('referral.none') : money(friend.reward)}</td>
    </tr>
  );
}

/** The member centre's `referral`: the invitation link and QR code, the rule, and the friends who came. */
export function ReferralPage() {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  const summary = useReferralSummary();
  const [page, setPage] = useState(1);
  const friends = useReferralFriends(page);
  const money = (amount: string) => formatAmount(amount, currency);
  const data = summary.data;

  return (
    <div className="wallet-page">
      <div>
        <h2 className="wallet-title">{t('referral.title')}</h2>
        {data && (
          <p className="wallet-lead">
            {t('referral.lead', {
              reward: money(data.rules.reward),
              deposit: money(data.rules.minFirstDeposit),
              validBet: money(data.rules.minValidBet),
              days: data.rules.qualifyDays,
            })}{' '}
            {data.rules.wageringMultiple > 0
              ? t('referral.wagering', { multiple: data.rules.wageringMultiple })
              : t('referral.noWagering')}
          </p>
        )}
      </div>
      {summary.isPending && (
        <p className="wallet-muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {summary.isError && !data && (
        <LoadFailed message={t('referral.loadFailed')} retry={() => void summary.refetch()} />
      )}
      {data && !data.enabled && <p className="wallet-panel referral-off">{t('referral.off')}</p>}
      {data && (
        <>
          <InviteLink
            link={referralLink(window.location.origin, data.code)}
            title={t('referral.linkTitle')}
            lead={t('referral.linkLead', { code: data.code })}
            label={t('referral.link')}
            qrLabel={t('referral.qr')}
          />
          <dl className="referral-counts" aria-label={t('referral.summary')}>
            {(['invited', 'qualified', 'pending'] as const).map((key) => (
              <div key={key} className="wallet-panel">
                <dt>{t(`referral.${key}`)}</dt>
                <dd className="tabular">{data[key]}</dd>
              </div>
            ))}
            <div className="wallet-panel">
              <dt>{t('referral.earned')}</dt>
              <dd className="money">{money(data.earned)}</dd>
            </div>
          </dl>
        </>
      )}
      <h3 className="referral-friends-title">{t('referral.friends')}</h3>
      {friends.isError && !friends.data && (
        <LoadFailed message={t('referral.loadFailed')} retry={() => void friends.refetch()} />
      )}
      {friends.data && data && friends.data.items.length === 0 && (
        <p className="wallet-panel record-empty">{t('referral.empty')}</p>
      )}
      {friends.data && data && friends.data.items.length > 0 && (
        <div className="record-table-wrap" role="region" aria-label={t('referral.friends')} tabIndex={0}>
          <table className="record-table referral-table" aria-busy={friends.isFetching}>
            <caption className="visually-hidden">{t('referral.friends')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('referral.friend')}</th>
                <th scope="col">{t('referral.registered')}</th>
                <th scope="col" className="num">
                  {t('referral.firstDeposit')}
                </th>
                <th scope="col">{t('referral.validBet')}</th>
                <th scope="col">{t('referral.deadline')}</th>
                <th scope="col">{t('referral.status')}</th>
                <th scope="col" className="num">
                  {t('referral.reward')}
                </th>
              </tr>
            </thead>
            <tbody>
              {friends.data.items.map((friend) => (
                <FriendRow
                  key={`${friend.username}-${friend.registeredAt}`}
                  friend={friend}
                  rules={data.rules}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {friends.data && (
        <RecordPager
          page={page}
          totalPages={friends.data.totalPages}
          onChange={setPage}
          label={t('referral.pages')}
        />
      )}
    </div>
  );
}
