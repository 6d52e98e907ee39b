import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminWithdrawalDetail } from '@croupier/contracts';
import { useMe } from '../api/queries.ts';
import { CopyButton } from '../players/CopyButton.tsx';
import { LoadError } from '../ui/LoadError.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { useWithdrawal } from './api.ts';
import { actionsFor, canActOnWithdrawals } from './filters.ts';
import { Money, StatusBadge } from './parts.tsx';
import { ProofImages } from '../ui/ProofImages.tsx';
import { DecisionAction } from './WithdrawalActions.tsx';
import '../players/players.css';
import './withdrawals.css';

function Item({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="profile-item">
      <dt>{label}</dt>
      <dd className={mono ? 'mono' : undefined}>{children}</dd>
    </div>
  );
}

const sameName = (a: string, b: string) =>
  a.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase() ===
  b.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

function RequestCard({ w }: { w: AdminWithdrawalDetail }) {
  const { time, offset } = useBrandTime();
  const zone = { zone: offset };
  const { t } = useTranslation();
  const mismatch = w.realName !== null && !sameName(w.realName, w.accountName);
  return (
    <section className="card" aria-labelledby="wd-request">
      <h2 id="wd-request">{t('withdrawals.request')}</h2>
      <dl className="profile-grid">
        <Item label={t('withdrawals.amount')}>
          <strong className="wd-amount">
            <Money amount={w.amount} />
          </strong>
        </Item>
        <Item label={t('withdrawals.player')}>
          <Link to={`/players/${encodeURIComponent(w.player.id)}`}>{w.player.account}</Link>
        </Item>
        <Item label={t('withdrawals.requestedAt', zone)} mono>
          {time(w.createdAt)}
        </Item>
        <Item label={t('withdrawals.realName')}>
          {w.realName ?? <span className="muted">{t('withdrawals.noRealName')}</span>}
        </Item>
      </dl>
      <h3>{t('withdrawals.payoutAccount')}</h3>
      <dl className="profile-grid">
        <Item label={t('withdrawals.bank')}>{w.bankName}</Item>
        <Item label={t('withdrawals.accountNumber')}>
          <span className="secret-row">
            <span className="mono">{w.accountNumber}</span>
            <CopyButton value={w.accountNumber} label={t('withdrawals.copyNumber')} />
          </span>
        </Item>
        <Item label={t('withdrawals.accountName')}>{w.accountName}</Item>
      </dl>
      {mismatch ? (
        <p className="banner banner-warning" role="note">
          {t('withdrawals.nameMismatch')}
        </p>
      ) : null}
    </section>
  );
}

function HistoryCard({ w }: { w: AdminWithdrawalDetail }) {
  const { time, offset } = useBrandTime();
  const zone = { zone: offset };
  const { t } = useTranslation();
  const by = (name: string | null) =>
    name ? <span className="muted"> · {t('withdrawals.byWhom', { name })}</span> : null;
  const steps: ReactNode[] = [];
  if (w.approved)
    steps.push(
      <Item key="approved" label={t('withdrawals.approvedAt', zone)}>
        <span className="mono">{time(w.approved.at)}</span>
        {by(w.approved.by)}
      </Item>,
    );
  if (w.paid)
    steps.push(
      <Item key="paid" label={t('withdrawals.paidAt', zone)}>
        <span className="mono">{time(w.paid.at)}</span>
        {by(w.paid.by)}
        {w.paid.reference ? (
          <div className="cell-sub">
            {t('withdrawals.reference')}: <span className="mono">{w.paid.reference}</span>
          </div>
        ) : null}
      </Item>,
    );
  if (w.rejected)
    steps.push(
      <Item key="rejected" label={t('withdrawals.rejectedAt', zone)}>
        <span className="mono">{time(w.rejected.at)}</span>
        {by(w.rejected.by)}
        <div className="cell-sub">
          {t('withdrawals.rejectReason')}: {w.rejected.reason}
        </div>
      </Item>,
    );
  if (w.autoReceiptAt)
    steps.push(
      <Item key="auto" label={t('withdrawals.autoReceiptAt', zone)} mono>
        {time(w.autoReceiptAt)}
      </Item>,
    );
  if (w.received)
    steps.push(
      <Item key="received" label={t('withdrawals.receivedAt', zone)}>
        <span className="mono">{time(w.received.at)}</span>
        {by(w.received.by)}
        <div className="cell-sub">{t(`withdrawals.how.${w.received.how}`)}</div>
        {w.received.reason ? (
          <div className="cell-sub">
            {t('withdrawals.forceReason')}: {w.received.reason}
          </div>
        ) : null}
      </Item>,
    );
  return (
    <section className="card" aria-labelledby="wd-history">
      <h2 id="wd-history">{t('withdrawals.history')}</h2>
      {steps.length > 0 ? (
        <dl className="profile-grid">{steps}</dl>
      ) : (
        <p className="muted">{t('withdrawals.noHistory')}</p>
      )}
    </section>
  );
}

function ReceiptCard({ w }: { w: AdminWithdrawalDetail }) {
  const { time, offset } = useBrandTime();
  const zone = { zone: offset };
  const { t } = useTranslation();
  const r = w.receipt;
  const awaitingPayment = w.status === 'pending' || w.status === 'approved' || w.status === 'rejected';
  return (
    <section className="card" aria-labelledby="wd-receipt">
      <h2 id="wd-receipt">{t('withdrawals.receiptHeading')}</h2>
      {!r ? (
        <p className="muted">{t(awaitingPayment ? 'withdrawals.notPaidYet' : 'withdrawals.noReceipt')}</p>
      ) : (
        <>
          <dl className="profile-grid">
            <Item label={t('withdrawals.result')}>
              <strong className={r.result === 'full' ? undefined : 'wd-negative'}>
                {t(`withdrawals.results.${r.result}`)}
              </strong>
            </Item>
            <Item label={t('withdrawals.amountReceived')}>
              <Money amount={r.amountReceived} />
            </Item>
            <Item label={t('withdrawals.remainder')}>
              <span className={/^0(\.0+)?$/.test(r.remainder) ? undefined : 'wd-negative'}>
                <Money amount={r.remainder} />
              </span>
            </Item>
            <Item label={t('withdrawals.receiptAt', zone)} mono>
              {time(r.at)}
            </Item>
          </dl>
          <div>
            <h3>{t('withdrawals.remark')}</h3>
            {r.remark ? (
              <p className="wd-remark">{r.remark}</p>
            ) : (
              <p className="muted">{t('withdrawals.noRemark')}</p>
            )}
          </div>
          <div>
            <h3>{t('withdrawals.proofs')}</h3>
            <ProofImages
              owner={w.id}
              numbers={w.proofs.map((proof) => proof.n)}
              pathOf={(n) => `/withdrawals/${encodeURIComponent(w.id)}/proofs/${n}`}
              texts="withdrawals"
            />
          </div>
        </>
      )}
    </section>
  );
}

export function WithdrawalDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useWithdrawal(id);
  const me = useMe();
  const canAct = canActOnWithdrawals(me.data?.role);
  const w = query.data;
  const actions = w ? actionsFor(w.status) : [];

  return (
    <div className="page">
      <Link to="/withdrawals" className="back-link">
        ‹ {t('withdrawals.backToList')}
      </Link>
      {query.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {query.isError ? <LoadError error={query.error} retry={() => void query.refetch()} /> : null}
      {w ? (
        <>
          <div className="page-header player-header">
            <h1>{t('withdrawals.detailHeading', { id: w.id })}</h1>
            <StatusBadge status={w.status} />
            {canAct && actions.length > 0 ? (
              <div className="row-actions" role="group" aria-label={t('withdrawals.actions')}>
                {actions.map((action) => (
                  <DecisionAction key={action} withdrawal={w} action={action} />
                ))}
              </div>
            ) : null}
          </div>
          {!canAct && me.data ? (
            <p className="banner">{t('withdrawals.readOnly', { role: t(`roles.${me.data.role}`) })}</p>
          ) : null}
          <RequestCard w={w} />
          <ReceiptCard w={w} />
          <HistoryCard w={w} />
        </>
      ) : null}
    </div>
  );
}
