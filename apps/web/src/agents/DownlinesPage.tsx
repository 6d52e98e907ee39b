import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Downline } from '@croupier/contracts';
import { formatDateTime } from '@croupier/format';
import { formatAmount } from '@croupier/money';
import { useSite } from '../site/queries.ts';
import { Modal } from '../ui/Modal.tsx';
import { When } from '../ui/When.tsx';
import { DownlineTransfer } from '../wallet/index.ts';
import { Amount } from '../wallet/parts.tsx';
import { useAgentProfile, useDownlines } from './api.ts';
import {
  AgentPeriodFilter,
  Breadcrumb,
  Empty,
  PeriodLine,
  QueryStatus,
  ReportHead,
  ReportTable,
  SearchField,
  useAgentParams,
} from './parts.tsx';
import { RecordPager } from '../wallet/parts.tsx';
import { AGENT_PAGE_SIZE, choiceParam, parentParam, queryOf, textParam } from './period.ts';

const KINDS = ['member', 'agent'] as const;
const STATUSES = ['active', 'frozen'] as const;

function DownlineTable(props: {
  items: readonly Downline[];
  onOpen: (row: Downline) => void;
  /** Null while the team's transfers are frozen: no transfer button. */
  onTransfer: ((row: Downline) => void) | null;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const currency = site.brand.currency;
  const format = (iso: string) => formatDateTime(iso, site.brand.timezone);
  const transfer = props.onTransfer;
  return (
    <ReportTable caption={t('agentCentre.downlines.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('accounts.username')}</th>
          <th scope="col">{t('agentCentre.downlines.kind')}</th>
          <th scope="col">{t('agentCentre.downlines.status')}</th>
          <th scope="col" className="num">
            {t('agentCentre.downlines.balance')}
          </th>
          <th scope="col" className="num">
            {t('agentCentre.figures.validBet')}
          </th>
          <th scope="col" className="num">
            {t('agentCentre.figures.profit')}
          </th>
          <th scope="col" className="num">
            {t('agentCentre.figures.teamSize')}
          </th>
          <th scope="col">{t('agentCentre.downlines.lastLogin')}</th>
          {transfer && (
            <th scope="col">
              <span className="visually-hidden">{t('agentCentre.downlines.actions')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {props.items.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              {row.isAgent ? (
                <button
                  type="button"
                  className="link-btn"
                  onClick={() => props.onOpen(row)}
                  aria-label={t('agentCentre.downlines.open', { username: row.username })}
                >
                  {row.username}
                </button>
              ) : (
                row.username
              )}
            </th>
            <td>{t(`agentCentre.kind.${row.isAgent ? 'agent' : 'member'}`)}</td>
            <td>
              <span className={`bet-status agent-status-${row.status}`}>
                {t(`agentCentre.status.${row.status}`)}
              </span>
            </td>
            <td className="num money">{formatAmount(row.balance, currency)}</td>
            <td className="num money">{formatAmount(row.validBet, currency)}</td>
            <td className="num">
              <Amount value={row.profit} currency={currency} />
            </td>
            <td className="num tabular">{row.teamSize}</td>
            <td>
              {row.lastLoginAt ? <When iso={row.lastLoginAt} format={format} /> : t('agentCentre.never')}
            </td>
            {transfer && (
              <td>
                <button
                  type="button"
                  className="btn agent-row-btn"
                  onClick={() => transfer(row)}
                  aria-label={t('agentCentre.downlines.transferTo', { username: row.username })}
                >
                  {t('agentCentre.downlines.transfer')}
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </ReportTable>
  );
}

/** `downlineManagmentView`: direct downlines of the caller or of an agent below it, level by level. */
export function DownlinesPage() {
  const { t } = useTranslation();
  const { params, period, page, update, setPeriod, setPage } = useAgentParams('thisMonth');
  const parentId = parentParam(params);
  const q = textParam(params, 'q');
  const kind = choiceParam(params, 'kind', KINDS);
  const status = choiceParam(params, 'status', STATUSES);
  const [receiver, setReceiver] = useState<string | null>(null);
  const frozen = useAgentProfile().data?.transfersFrozen === true;
  const downlines = useDownlines(
    queryOf({ parentId, q, kind, status, from: period.from, to: period.to, page, pageSize: AGENT_PAGE_SIZE }),
  );
  const data = downlines.data;
  const filtered = Boolean(q || kind || status);

  return (
    <div className="wallet-page">
      <ReportHead
        title={t('agentCentre.pages.downlineManagmentView')}
        lead={t('agentCentre.downlines.lead')}
      />
      <section className="wallet-panel record-filters" aria-label={t('agentCentre.filters')}>
        <AgentPeriodFilter period={period} name="downlines-range" onChange={setPeriod} />
        <div className="record-selects">
          <SearchField
            id="downlines-q"
            label={t('agentCentre.usernameSearch')}
            value={q}
            onApply={(v) => update({ q: v })}
          />
          <div className="field record-type">
            <label htmlFor="downlines-kind">{t('agentCentre.downlines.kind')}</label>
            <select
              id="downlines-kind"
              value={kind ?? ''}
              onChange={(e) => update({ kind: e.target.value || null })}
            >
              <option value="">{t('agentCentre.all')}</option>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`agentCentre.kind.${k}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field record-type">
            <label htmlFor="downlines-status">{t('agentCentre.downlines.status')}</label>
            <select
              id="downlines-status"
              value={status ?? ''}
              onChange={(e) => update({ status: e.target.value || null })}
            >
              <option value="">{t('agentCentre.all')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`agentCentre.status.${s}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </section>
      {frozen && <p className="form-notice">{t('errors.TRANSFERS_FROZEN')}</p>}
      {data && <Breadcrumb path={data.path} onGo={(id) => update({ parentId: id })} />}
      <PeriodLine period={period}>
        {data && <span>{t('agentCentre.downlines.total', { count: data.total })}</span>}
      </PeriodLine>
      <QueryStatus query={downlines} failed={t('agentCentre.loadFailed')} />
      {data && data.total === 0 && (
        <Empty>{t(filtered ? 'agentCentre.downlines.emptyFiltered' : 'agentCentre.downlines.empty')}</Empty>
      )}
      {data && data.items.length > 0 && (
        <div aria-busy={downlines.isFetching}>
          <DownlineTable
            items={data.items}
            onOpen={(row) => update({ parentId: row.id, q: null, kind: null, status: null })}
            onTransfer={frozen ? null : (row) => setReceiver(row.username)}
          />
        </div>
      )}
      {data && <RecordPager page={page} totalPages={data.totalPages} onChange={setPage} />}
      {receiver && (
        <Modal
          title={t('agentCentre.downlines.transferTitle', { username: receiver })}
          onClose={() => setReceiver(null)}
        >
          <DownlineTransfer account={receiver} />
        </Modal>
      )}
    </div>
  );
}
