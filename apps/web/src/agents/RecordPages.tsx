import { useTranslation } from 'react-i18next';
import { GAME_TYPES, TRANSACTION_TYPES } from '@croupier/contracts/constants';
import { formatAmount } from '@croupier/money';
import { BetCards, BetTable } from '../bets/BetsPage.tsx';
import { useCategoryName } from '../shell/categoryName.ts';
import { useSite } from '../site/queries.ts';
import { MOBILE, useMediaQuery } from '../ui/useMediaQuery.ts';
import { RecordCards, RecordTable } from '../wallet/RecordList.tsx';
import { Amount } from '../wallet/parts.tsx';
import { useTeamBets, useTeamTransactions } from './api.ts';
import {
  AgentPeriodFilter,
  Empty,
  PeriodLine,
  QueryStatus,
  ReportHead,
  SearchField,
  useAgentParams,
} from './parts.tsx';
import { RecordPager } from '../wallet/parts.tsx';
import { AGENT_PAGE_SIZE, choiceParam, queryOf, textParam } from './period.ts';

/** The filters both team records share: period, username, and a select of their own (game or record type). */
function useRecordFilters<T extends string>(kindParam: string, kinds: readonly T[]) {
  const state = useAgentParams('today');
  const username = textParam(state.params, 'username');
  const kind = choiceParam(state.params, kindParam, kinds);
  const query = queryOf({
    from: state.period.from,
    to: state.period.to,
    username,
    [kindParam]: kind,
    page: state.page,
    pageSize: AGENT_PAGE_SIZE,
  });
  return { ...state, username, kind, query, filtered: Boolean(username || kind) };
}

function Filters<T extends string>(props: {
  id: string;
  state: ReturnType<typeof useRecordFilters<T>>;
  kindParam: string;
  kindLabel: string;
  allLabel: string;
  kinds: readonly T[];
  nameOf: (kind: T) => string;
}) {
  const { t } = useTranslation();
  const { state } = props;
  return (
    <section className="wallet-panel record-filters" aria-label={t('agentCentre.filters')}>
      <AgentPeriodFilter period={state.period} name={`${props.id}-range`} onChange={state.setPeriod} />
      <div className="record-selects">
        <SearchField
          id={`${props.id}-username`}
          label={t('agentCentre.usernameSearch')}
          value={state.username}
          onApply={(value) => state.update({ username: value })}
        />
        <div className="field record-type">
          <label htmlFor={`${props.id}-kind`}>{props.kindLabel}</label>
          <select
            id={`${props.id}-kind`}
            value={state.kind ?? ''}
            onChange={(e) => state.update({ [props.kindParam]: e.target.value || null })}
          >
            <option value="">{props.allLabel}</option>
            {props.kinds.map((kind) => (
              <option key={kind} value={kind}>
                {props.nameOf(kind)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </section>
  );
}

/** `personalHistoryCopy` in the agent centre: every round of the team, with the sums of what the filters match. */
export function TeamBetsPage() {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  const categoryName = useCategoryName();
  const isPhone = useMediaQuery(MOBILE);
  const state = useRecordFilters('gameType', GAME_TYPES);
  const bets = useTeamBets(state.query);
  const data = bets.data;
  return (
    <div className="wallet-page">
      <ReportHead title={t('agentCentre.pages.personalHistoryCopy')} lead={t('agentCentre.bets.lead')} />
      <Filters
        id="team-bets"
        state={state}
        kindParam="gameType"
        kindLabel={t('bets.record.gameType')}
        allLabel={t('bets.record.allTypes')}
        kinds={GAME_TYPES}
        nameOf={categoryName}
      />
      <PeriodLine period={state.period}>
        {data && <span>{t('bets.record.total', { count: data.total })}</span>}
      </PeriodLine>
      <QueryStatus query={bets} failed={t('agentCentre.loadFailed')} />
      {data && data.total === 0 && (
        <Empty>{t(state.filtered ? 'bets.record.emptyFiltered' : 'agentCentre.bets.empty')}</Empty>
      )}
      {data && data.items.length > 0 && isPhone && (
        <dl className="profit-totals wallet-panel" aria-label={t('bets.profit.total')}>
          {(['stake', 'validBet', 'payout'] as const).map((key) => (
            <div key={key} className="profit-figure">
              <dt>{t(`bets.record.${key}`)}</dt>
              <dd className="money">{formatAmount(data.totals[key], currency)}</dd>
            </div>
          ))}
          <div className="profit-figure">
            <dt>{t('bets.record.profit')}</dt>
            <dd>
              <Amount value={data.totals.profit} currency={currency} />
            </dd>
          </div>
        </dl>
      )}
      {data && data.items.length > 0 && (
        <div aria-busy={bets.isFetching}>
          {isPhone ? (
            <BetCards items={data.items} />
          ) : (
            <BetTable items={data.items} withUser totals={data.totals} />
          )}
        </div>
      )}
      {data && <RecordPager page={state.page} totalPages={data.totalPages} onChange={state.setPage} />}
    </div>
  );
}

/** `agentDownlineTransactionDetailsCopy`: the account records of the team, by member and type. */
export function TeamTransactionsPage() {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(MOBILE);
  const state = useRecordFilters('type', TRANSACTION_TYPES);
  const records = useTeamTransactions(state.query);
  const data = records.data;
  return (
    <div className="wallet-page">
      <ReportHead
        title={t('agentCentre.pages.agentDownlineTransactionDetailsCopy')}
        lead={t('agentCentre.transactions.lead')}
      />
      <Filters
        id="team-records"
        state={state}
        kindParam="type"
        kindLabel={t('wallet.record.type')}
        allLabel={t('wallet.record.allTypes')}
        kinds={TRANSACTION_TYPES}
        nameOf={(type) => t(`wallet.types.${type}`)}
      />
      <PeriodLine period={state.period}>
        {data && <span>{t('wallet.record.total', { count: data.total })}</span>}
      </PeriodLine>
      <QueryStatus query={records} failed={t('agentCentre.loadFailed')} />
      {data && data.total === 0 && (
        <Empty>{t(state.filtered ? 'wallet.record.emptyFiltered' : 'agentCentre.transactions.empty')}</Empty>
      )}
      {data && data.items.length > 0 && (
        <div aria-busy={records.isFetching}>
          {isPhone ? <RecordCards items={data.items} /> : <RecordTable items={data.items} withUser />}
        </div>
      )}
      {data && <RecordPager page={state.page} totalPages={data.totalPages} onChange={state.setPage} />}
    </div>
  );
}
