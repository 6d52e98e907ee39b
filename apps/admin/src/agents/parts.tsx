import type { FormEvent } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AgentSummary } from '@croupier/contracts';
import { useMe } from '../api/queries.ts';
import { isNegative, moneyIn } from '../bets/rules.ts';
import { canSeeContracts } from '../contracts/rules.ts';
import { canSeeSettlements } from '../settlements/rules.ts';
import { FilterActions, FilterInput } from '../ui/FilterBar.tsx';
import { agentTypeKey } from './labels.ts';

/** A money figure in the console's format; a loss (negative) also in the negative colour, its sign still shown. */
export function Amount({ value, currency }: { value: string; currency: string }) {
  return (
    <span className={isNegative(value) ? 'num amount-negative' : 'num'}>{moneyIn(value, currency)}</span>
  );
}

/** "Type 1"; a code the console does not know shows as its number. */
function typeText(t: ReturnType<typeof useTranslation>['t'], type: number): string {
  const key = agentTypeKey(type);
  return key ? t(`${key}.short`) : t('agents.types.other', { type });
}

export function AgentTypeLabel({ type }: { type: number }) {
  const { t } = useTranslation();
  return <>{typeText(t, type)}</>;
}

/** What an account of the tree is: a member, or an agent and its type. */
export function AccountKind({ account }: { account: { isAgent: boolean; type: number } }) {
  const { t } = useTranslation();
  if (!account.isAgent) return <>{t('agents.member')}</>;
  return <>{t('agents.agentOfType', { type: typeText(t, account.type) })}</>;
}

/** The account and team freezes as worded badges, so none relies on colour alone. */
export function AgentBadges({
  agent,
}: {
  agent: Pick<AgentSummary, 'status' | 'teamLoginFrozen' | 'transfersFrozen'>;
}) {
  const { t } = useTranslation();
  const frozen = [
    agent.status === 'frozen' ? 'account' : null,
    agent.teamLoginFrozen ? 'teamLogin' : null,
    agent.transfersFrozen ? 'transfers' : null,
  ].filter((key) => key !== null);
  if (frozen.length === 0) return <span className="badge badge-positive">{t('agents.badges.active')}</span>;
  return (
    <span className="badges">
      {frozen.map((key) => (
        <span key={key} className="badge badge-info">
          {t(`agents.badges.${key}`)}
        </span>
      ))}
    </span>
  );
}

/** The agents' views (list, tree, settings, contracts, dividend bills): tab-like links above each. */
export function AgentsViews() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <nav className="agents-views" aria-label={t('agents.views')}>
      <NavLink to="/agents" end className="agents-view">
        {t('agents.listView')}
      </NavLink>
      <NavLink to="/agents/tree" className="agents-view">
        {t('agents.treeView')}
      </NavLink>
      <NavLink to="/agents/settings" className="agents-view">
        {t('agentSettings.view')}
      </NavLink>
      {canSeeContracts(me.data?.role) ? (
        <NavLink to="/agents/contracts" className="agents-view">
          {t('contracts.list.view')}
        </NavLink>
      ) : null}
      {canSeeSettlements(me.data?.role) ? (
        <NavLink to="/agents/dividend-bills" className="agents-view">
          {t('dividendBills.view')}
        </NavLink>
      ) : null}
    </nav>
  );
}

/** Where an account of the tree opens: an agent's own page, a member's player page. */
export function accountPath(node: { id: string; isAgent: boolean }): string {
  return `/${node.isAgent ? 'agents' : 'players'}/${encodeURIComponent(node.id)}`;
}

/**
 * A search box over part of a username, applied on submit; keyed by its value so Back or a shared link puts the
 * URL's text back into the box. Clearing searches for nothing again.
 */
export function SearchBox(props: {
  id: string;
  label: string;
  value: string;
  clearLabel: string;
  onSearch: (q: string) => void;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <form key={props.value} role="search" className="filter-bar" onSubmit={submit}>
      <FilterInput
        id={props.id}
        name="q"
        type="search"
        grow
        label={props.label}
        maxLength={64}
        defaultValue={props.value}
        placeholder={t('agents.searchPlaceholder')}
      />
      <FilterActions
        submitLabel={t('agents.searchButton')}
        clearLabel={props.clearLabel}
        filtered={props.value !== ''}
        onClear={() => props.onSearch('')}
      />
    </form>
  );
}
