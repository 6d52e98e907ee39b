import { useTranslation } from 'react-i18next';
import { CURRENCIES, formatMoney, parseMinor, type Currency } from '@croupier/money';
import type { LedgerCheckAnswer } from '@croupier/contracts';
import { useMe } from '../api/queries.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { canMoveMoney, houseAccountLabel, netOfAccounts } from './adjust.ts';
import { useLedgerCheck } from './api.ts';
import './wallet.css';

type Totals = LedgerCheckAnswer['totals'][number];

/** A currency the console does not know still shows its figures, with its code for a symbol. */
const currencyFor = (code: string): Currency => CURRENCIES[code] ?? { code, symbol: `${code} `, decimals: 2 };
const money = (value: string, currency: Currency) => formatMoney(parseMinor(value, currency) ?? 0n, currency);

function TotalsTable({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const currency = currencyFor(totals.currency);
  const house = Object.entries(totals.house).sort(([a], [b]) => a.localeCompare(b));
  const net = netOfAccounts(totals, currency);
  const row = (label: string, value: string, className = '') => (
    <tr key={label} className={className}>
      <th scope="row">{label}</th>
      <td className="num">{value}</td>
    </tr>
  );
  return (
    <section className="card ledger-card" aria-labelledby={`ledger-${totals.currency}`}>
      <h2 id={`ledger-${totals.currency}`}>{t('wallet.ledger.totalsIn', { currency: totals.currency })}</h2>
      <div className="table-wrap">
        <table className="table ledger-table">
          <caption className="visually-hidden">
            {t('wallet.ledger.totalsIn', { currency: totals.currency })}
          </caption>
          <tbody>
            {row(t('wallet.ledger.playerBalances'), money(totals.playerBalances, currency))}
            {row(t('wallet.ledger.locked'), money(totals.locked, currency), 'ledger-sub')}
            {house.map(([code, value]) => {
              const label = houseAccountLabel(code);
              return row(t(label.key, { vendor: label.vendor, defaultValue: code }), money(value, currency));
            })}
            {row(t('wallet.ledger.net'), net.text, net.zero ? 'ledger-net' : 'ledger-net ledger-net-off')}
            {row(t('wallet.ledger.transfers'), Number(totals.transfers).toLocaleString('en-US'))}
            {row(t('wallet.ledger.entries'), Number(totals.entries).toLocaleString('en-US'))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The reconciliation of GET /admin-api/v1/ledger/check: does every rule of double entry hold? */
export function LedgerCheckPage() {
  const { time, offset } = useBrandTime();
  const { t } = useTranslation();
  const me = useMe();
  // Other roles would get 403: they see why instead of an error.
  const allowed = me.data ? canMoveMoney(me.data.role) : false;
  const check = useLedgerCheck(allowed);
  const data = check.data;

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('wallet.ledger.heading')}</h1>
        {allowed ? (
          <button
            type="button"
            className="btn"
            disabled={check.isFetching}
            aria-busy={check.isFetching}
            onClick={() => void check.refetch()}
          >
            {check.isFetching ? <span className="spinner" aria-hidden="true" /> : null}
            {t(check.isFetching ? 'wallet.ledger.checking' : 'wallet.ledger.recheck')}
          </button>
        ) : null}
      </div>
      <p className="muted">{t('wallet.ledger.intro')}</p>
      {!allowed && me.data ? (
        <p className="banner">{t('wallet.ledger.notAllowed', { role: t(`roles.${me.data.role}`) })}</p>
      ) : null}
      {!me.data || (allowed && check.isPending) ? <p className="muted">{t('app.loading')}</p> : null}
      {allowed && check.isError && !check.isFetching ? (
        <LoadError error={check.error} retry={() => void check.refetch()} />
      ) : null}
      {allowed && data ? (
        <>
          <div
            className={`banner ledger-verdict ${data.balanced ? 'ledger-ok' : 'banner-error'}`}
            role="status"
          >
            <strong>{t(data.balanced ? 'wallet.ledger.balanced' : 'wallet.ledger.unbalanced')}</strong>
            <span className="muted">
              {t('wallet.ledger.checkedAt', {
                time: time(new Date(check.dataUpdatedAt).toISOString()),
                zone: offset,
              })}
            </span>
          </div>
          {data.problems.length > 0 ? (
            <section className="card ledger-card" aria-labelledby="ledger-problems">
              <h2 id="ledger-problems">{t('wallet.ledger.problems')}</h2>
              <div className="table-wrap">
                <table className="table">
                  <caption className="visually-hidden">{t('wallet.ledger.problems')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('wallet.ledger.rule')}</th>
                      <th scope="col" className="num ledger-count">
                        {t('wallet.ledger.count')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.problems.map((problem) => (
                      <tr key={problem.code}>
                        <td>{t(`wallet.rules.${problem.code}`, { defaultValue: problem.rule })}</td>
                        <td className="num ledger-count">{Number(problem.count).toLocaleString('en-US')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ) : null}
          {data.totals.length === 0 ? <p className="muted">{t('wallet.ledger.noMoney')}</p> : null}
          {data.totals.map((totals) => (
            <TotalsTable key={totals.currency} totals={totals} />
          ))}
        </>
      ) : null}
    </div>
  );
}
