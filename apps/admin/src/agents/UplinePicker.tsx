import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentTreeNode } from '@croupier/contracts';
import { useAgentTree } from './api.ts';
import { AccountKind } from './parts.tsx';
import { uplineRefusal } from './validate.ts';

export type UplineChoice = { id: string; username: string } | null | undefined;

/** The path of a search result, top first: "top › sub › node". */
export function pathText(node: Pick<AgentTreeNode, 'path' | 'username'>): string {
  return [...node.path.map((step) => step.username), node.username].join(' › ');
}

/**
 * Picks an upline by part of its username: the tree search answers agents and members with their paths, so the
 * operator tells two "lee" apart and sees at once which ones cannot take the account (a member, or — moving
 * `member` — itself or its own team). `allowNone` offers "no upline" (a top-level account) first.
 */
export function UplinePicker(props: {
  id: string;
  value: UplineChoice;
  onChange: (value: UplineChoice) => void;
  allowNone: boolean;
  noneLabel: string;
  member?: { id: string; uplineId: string | null };
  error: string | null;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const search = useAgentTree({ q }, q !== '');
  const nodes = search.data?.nodes ?? [];
  const { id, value } = props;
  const refusal = (node: AgentTreeNode) =>
    props.member ? uplineRefusal(node, props.member) : node.isAgent ? null : 'NOT_AGENT';
  const chosenShown = value === null || (value !== undefined && nodes.some((node) => node.id === value.id));

  return (
    <fieldset
      className="upline-picker"
      aria-describedby={props.error ? `${id}-error` : undefined}
      aria-invalid={Boolean(props.error)}
    >
      <legend>{t('agents.upline.legend')}</legend>
      <div className="upline-search">
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {t('agents.upline.search')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className="input"
          maxLength={64}
          placeholder={t('agents.upline.searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches here instead of submitting the dialog with a half-chosen upline.
            if (event.key === 'Enter') {
              event.preventDefault();
              setQ(typed.trim());
            }
          }}
        />
        <button type="button" className="btn" onClick={() => setQ(typed.trim())}>
          {t('agents.upline.searchButton')}
        </button>
      </div>
      <div className="upline-options">
        {props.allowNone ? (
          <label className="upline-option">
            <input
              type="radio"
              name={`${id}-choice`}
              checked={value === null}
              onChange={() => props.onChange(null)}
            />
            <span>{props.noneLabel}</span>
          </label>
        ) : null}
        {search.isFetching && q ? <p className="muted">{t('agents.upline.searching')}</p> : null}
        {search.isError ? (
          <p className="error" role="alert">
            {t('agents.upline.searchFailed')}
          </p>
        ) : null}
        {search.data && nodes.length === 0 ? (
          <p className="muted">{t('agents.upline.noMatch', { q })}</p>
        ) : null}
        {nodes.map((node) => {
          const refused = refusal(node);
          // The current upline is not a mistake to hide: it stays visible, marked, but not chosen again.
          return (
            <label key={node.id} className={refused ? 'upline-option refused' : 'upline-option'}>
              <input
                type="radio"
                name={`${id}-choice`}
                disabled={refused !== null}
                checked={value?.id === node.id}
                onChange={() => props.onChange({ id: node.id, username: node.username })}
              />
              <span className="upline-option-text">
                <strong>{node.username}</strong>{' '}
                <span className="muted">
                  <AccountKind account={node} />
                </span>
                <span className="muted upline-path">{pathText(node)}</span>
                {refused ? <span className="hint">{t(`agents.upline.refusal.${refused}`)}</span> : null}
              </span>
            </label>
          );
        })}
        {search.data?.truncated ? <p className="hint">{t('agents.upline.truncated')}</p> : null}
      </div>
      {!chosenShown && value ? (
        <p className="hint">{t('agents.upline.chosen', { username: value.username })}</p>
      ) : null}
      {props.error ? (
        <span id={`${id}-error`} className="error">
          {props.error}
        </span>
      ) : null}
    </fieldset>
  );
}
