import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AgentTreeNode } from '@croupier/contracts';
import { LoadError } from '../ui/LoadError.tsx';
import { useAgentTree, useTreeLevel } from './api.ts';
import { accountPath, AgentsViews, AccountKind, SearchBox } from './parts.tsx';
import '../players/players.css';
import './agents.css';

function NodeLine({ node }: { node: AgentTreeNode }) {
  const { t } = useTranslation();
  return (
    <span className="tree-line">
      <Link to={accountPath(node)} className="tree-name">
        {node.username}
      </Link>
      <span className="muted">
        <AccountKind account={node} />
      </span>
      {node.isAgent ? (
        <span className="muted num">
          {t('agents.tree.team', { size: node.teamSize, direct: node.directCount })}
        </span>
      ) : null}
      {node.status === 'frozen' ? (
        <span className="badge badge-info">{t('agents.badges.account')}</span>
      ) : null}
    </span>
  );
}

/**
 * One level of the tree, fetched when its parent is opened; its own open children each fetch theirs. A long
 * level comes a page at a time, the next one appended when asked for.
 */
function TreeLevel({ parentId, label }: { parentId?: string; label: string }) {
  const { t } = useTranslation();
  const level = useTreeLevel(parentId);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (level.isPending) return <p className="muted tree-note">{t('app.loading')}</p>;
  if (level.isError) return <LoadError error={level.error} retry={() => void level.refetch()} />;
  const nodes = level.data.pages.flatMap((page) => page.nodes);
  if (nodes.length === 0) return <p className="muted tree-note">{t('agents.tree.empty')}</p>;
  return (
    <ul className="tree-level" aria-label={label}>
      {nodes.map((node) => {
        const expandable = node.isAgent && node.directCount > 0;
        const expanded = open.has(node.id);
        const childrenId = `tree-children-${node.id}`;
        return (
          <li key={node.id} className="tree-node">
            <div className="tree-row">
              {expandable ? (
                <button
                  type="button"
                  className="btn btn-ghost btn-icon tree-toggle"
                  aria-expanded={expanded}
                  aria-controls={childrenId}
                  aria-label={t(expanded ? 'agents.tree.collapse' : 'agents.tree.expand', {
                    username: node.username,
                  })}
                  onClick={() => toggle(node.id)}
                >
                  <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
                </button>
              ) : (
                <span className="tree-toggle-space" aria-hidden="true" />
              )}
              <NodeLine node={node} />
            </div>
            {expanded ? (
              <div id={childrenId} className="tree-children">
                <TreeLevel parentId={node.id} label={t('agents.tree.levelOf', { username: node.username })} />
              </div>
            ) : null}
          </li>
        );
      })}
      {level.hasNextPage ? (
        <li className="tree-note">
          <button
            type="button"
            className="btn btn-ghost"
            disabled={level.isFetchingNextPage}
            onClick={() => void level.fetchNextPage()}
          >
            {t(level.isFetchingNextPage ? 'app.loading' : 'agents.tree.more')}
          </button>
        </li>
      ) : null}
    </ul>
  );
}

/** Search results: each match with the chain above it, every step a link, so a deep account is found at once. */
function Matches({ q }: { q: string }) {
  const { t } = useTranslation();
  const search = useAgentTree({ q });
  if (search.isPending) return <p className="muted">{t('app.loading')}</p>;
  if (search.isError) return <LoadError error={search.error} retry={() => void search.refetch()} />;
  const nodes = search.data.nodes;
  return (
    <section aria-labelledby="tree-matches">
      <h2 id="tree-matches" className="tree-heading">
        {t('agents.tree.matches', { count: nodes.length, q })}
      </h2>
      {nodes.length === 0 ? <p className="muted">{t('agents.tree.noMatch', { q })}</p> : null}
      <ul className="tree-matches">
        {nodes.map((node) => (
          <li key={node.id} className="tree-match">
            <nav className="crumbs" aria-label={t('agents.tree.pathOf', { username: node.username })}>
              {node.path.length === 0 ? <span className="muted">{t('agents.topLevel')}</span> : null}
              {node.path.map((step) => (
                <span key={step.id} className="crumb">
                  <Link to={`/agents/${encodeURIComponent(step.id)}`}>{step.username}</Link>
                  <span aria-hidden="true" className="crumb-sep">
                    ›
                  </span>
                </span>
              ))}
            </nav>
            <NodeLine node={node} />
          </li>
        ))}
      </ul>
      {search.data.truncated ? <p className="hint">{t('agents.tree.truncated')}</p> : null}
    </section>
  );
}

/** The brand's agent tree, opened level by level, or searched by username with each match's path. */
export function AgentTreePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 64);
  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('agents.tree.heading')}</h1>
      </div>
      <AgentsViews />
      <SearchBox
        id="tree-q"
        label={t('agents.tree.search')}
        value={q}
        clearLabel={t('agents.tree.showTree')}
        onSearch={(next) => setParams(next ? { q: next } : {})}
      />
      {q ? (
        <Matches q={q} />
      ) : (
        <section className="card tree-card" aria-label={t('agents.tree.top')}>
          <TreeLevel label={t('agents.tree.top')} />
        </section>
      )}
    </div>
  );
}
