import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DividendBill } from '@croupier/contracts';
import { formatDateTime } from '@croupier/format';
import { formatAmount } from '@croupier/money';
import { ApiError } from '@croupier/web-kit';
import { Field, FormError } from '../accounts/fields.tsx';
import type { Msg } from '../accounts/validation.ts';
import { errorKey } from '../api/http.ts';
import { useSite } from '../site/queries.ts';
import { ConfirmDialog, Modal } from '../ui/Modal.tsx';
import { useBillActions, useDividendBills } from './contractsApi.ts';
import { Empty, QueryStatus, ReportTable } from './parts.tsx';

const SECURITY_PAGE = '/member?page=securityCenter';

/** The upline pays one bill with its payment password; the whole amount moves from its balance. */
function PayDialog({ bill, onClose }: { bill: DividendBill; onClose: () => void }) {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  const actions = useBillActions();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<Msg | undefined>();
  const [formError, setFormError] = useState<Msg | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!password.trim()) return setFieldError({ key: 'contracts.bills.v.password' });
    setFieldError(undefined);
    setBusy(true);
    try {
      await actions.pay(bill.id, password);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields.paymentPassword) setFieldError({ key: errorKey(error) });
      else setFormError({ key: errorKey(error) });
      setNeedsPassword(error instanceof ApiError && error.code === 'PAYMENT_PASSWORD_NOT_SET');
    } finally {
      setBusy(false);
    }
  };
  const formId = `pay-bill-${bill.id}`;
  return (
    <Modal
      title={t('contracts.bills.payTitle', { username: bill.downline.username })}
      onClose={onClose}
      size="small"
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={busy} aria-busy={busy}>
            {t('contracts.bills.payAmount', { amount: formatAmount(bill.outstanding, currency) })}
          </button>
        </>
      }
    >
      <form id={formId} className="agent-form" noValidate onSubmit={(e) => void submit(e)}>
        <p className="modal-message">
          {t('contracts.bills.payMessage', {
            amount: formatAmount(bill.outstanding, currency),
            username: bill.downline.username,
            period: bill.period,
          })}
        </p>
        <Field
          name="paymentPassword"
          label={t('wallet.transfer.paymentPassword')}
          type="password"
          inputMode="numeric"
          maxLength={6}
          value={password}
          onChange={setPassword}
          error={fieldError}
        />
        <FormError error={formError} />
        {needsPassword && (
          <p className="transfer-link">
            <Link to={SECURITY_PAGE}>{t('wallet.transfer.setPaymentPassword')}</Link>
          </p>
        )}
      </form>
    </Modal>
  );
}

/** Refusing is final: the account is frozen and the platform moves the amount from its balance. */
function RefuseDialog({ bill, onClose }: { bill: DividendBill; onClose: () => void }) {
  const { t } = useTranslation();
  const actions = useBillActions();
  const [failed, setFailed] = useState<string | null>(null);
  if (failed)
    return (
      <ConfirmDialog
        title={t('contracts.bills.refuseTitle')}
        message={failed}
        confirmLabel={t('common.close')}
        onConfirm={onClose}
      />
    );
  return (
    <ConfirmDialog
      title={t('contracts.bills.refuseTitle')}
      message={t('contracts.bills.refuseMessage', { username: bill.downline.username })}
      confirmLabel={t('contracts.bills.refuse')}
      onCancel={onClose}
      onConfirm={() =>
        void actions.refuse(bill.id).then(onClose, (error: unknown) => setFailed(t(errorKey(error))))
      }
    />
  );
}

/** What moved on a bill, in words: paid by the upline, forced by the platform, short. */
function Settlement({ bill }: { bill: DividendBill }) {
  const { t } = useTranslation();
  const site = useSite();
  const money = (value: string) => formatAmount(value, site.brand.currency);
  if (bill.status === 'pending')
    return <>{t('contracts.bills.dueBy', { when: formatDateTime(bill.dueAt, site.brand.timezone) })}</>;
  if (bill.status === 'paid') return <>{t('contracts.bills.paidAll')}</>;
  if (bill.status === 'refused') return <>{t('contracts.bills.forcing')}</>;
  return (
    <>
      {t('contracts.bills.forcedPart', { amount: money(bill.forced) })}
      {bill.shortfall !== '0.00' && bill.shortfall !== '0' && (
        <>
          {' · '}
          {t(
            bill.shortfallResolution
              ? `contracts.bills.shortfallResolved.${bill.shortfallResolution}`
              : 'contracts.bills.shortfallOpen',
            { amount: money(bill.shortfall) },
          )}
        </>
      )}
    </>
  );
}

function BillTable({ role }: { role: 'payable' | 'receivable' }) {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  const bills = useDividendBills(role);
  const [paying, setPaying] = useState<DividendBill | null>(null);
  const [refusing, setRefusing] = useState<DividendBill | null>(null);
  const items = bills.data?.items;
  const whose = (bill: DividendBill) =>
    t('contracts.bills.whose', { username: bill.downline.username, period: bill.period });
  return (
    <section className="agent-stack" aria-labelledby={`bills-${role}`}>
      <h4 id={`bills-${role}`}>{t(`contracts.bills.${role}`)}</h4>
      <QueryStatus query={bills} failed={t('agentCentre.loadFailed')} />
      {items && items.length === 0 && <Empty>{t(`contracts.bills.empty.${role}`)}</Empty>}
      {items && items.length > 0 && (
        <ReportTable caption={t(`contracts.bills.${role}`)} busy={bills.isFetching}>
          <thead>
            <tr>
              <th scope="col">{t('contracts.statements.period')}</th>
              <th scope="col">
                {t(role === 'payable' ? 'contracts.bills.downline' : 'contracts.bills.upline')}
              </th>
              <th scope="col" className="num">
                {t('contracts.bills.amount')}
              </th>
              <th scope="col">{t('contracts.bills.status')}</th>
              <th scope="col">{t('contracts.bills.settlement')}</th>
              {role === 'payable' && <th scope="col">{t('contracts.bills.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {items.map((bill) => (
              <tr key={bill.id}>
                <th scope="row" className="tabular">
                  {bill.period}
                </th>
                <td>{role === 'payable' ? bill.downline.username : bill.upline.username}</td>
                <td className="num money">{formatAmount(bill.amount, currency)}</td>
                <td>
                  <span className={`bet-status bill-status-${bill.status}`}>
                    {t(`contracts.bills.statuses.${bill.status}`)}
                  </span>
                </td>
                <td className="bill-settlement">
                  <Settlement bill={bill} />
                </td>
                {role === 'payable' && (
                  <td className="agent-row-actions bill-actions">
                    {bill.status === 'pending' && (
                      <>
                        <button
                          type="button"
                          className="btn btn-primary agent-row-btn"
                          onClick={() => setPaying(bill)}
                        >
                          {t('contracts.bills.pay')}
                          <span className="visually-hidden"> {whose(bill)}</span>
                        </button>
                        <button type="button" className="btn agent-row-btn" onClick={() => setRefusing(bill)}>
                          {t('contracts.bills.refuse')}
                          <span className="visually-hidden"> {whose(bill)}</span>
                        </button>
                      </>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </ReportTable>
      )}
      {paying && <PayDialog bill={paying} onClose={() => setPaying(null)} />}
      {refusing && <RefuseDialog bill={refusing} onClose={() => setRefusing(null)} />}
    </section>
  );
}

/**
 * The dividend page's bills (DOMAIN.md "Dividend"): what the agent owes its contracted downlines, to pay within
 * the brand's window, and what its upline owes it. An unpaid bill is force-paid when its window ends.
 */
export function DividendBills() {
  const { t } = useTranslation();
  return (
    <section className="agent-stack" aria-labelledby="dividend-bills">
      <h3 id="dividend-bills">{t('contracts.bills.title')}</h3>
      <p className="wallet-muted">{t('contracts.bills.lead')}</p>
      <BillTable role="payable" />
      <BillTable role="receivable" />
    </section>
  );
}
