import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEADERBOARD_CADENCES, LEADERBOARD_METRICS, type AdminLeaderboard } from '@croupier/contracts';
import type { Currency } from '@croupier/money';
import { LoadError } from '../ui/LoadError.tsx';
import { useCreateLeaderboard, useLeaderboardResults, useLeaderboards, usePatchLeaderboard } from './api.ts';
import { AmountField, MeasureForm } from './MeasureForm.tsx';
import { RowButtons, RowsSection } from './RowsSection.tsx';
import { checkLeaderboard, leaderboardDraftOf, leaderboardInputOf, listError } from './rules.ts';

/** A new leaderboard's form on the page, or (`onClose` given) a stored one's in a dialog. */
function LeaderboardForm(props: {
  board: AdminLeaderboard | null;
  currency: Currency;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const { board, currency } = props;
  const create = useCreateLeaderboard();
  const patch = usePatchLeaderboard();
  return (
    <MeasureForm
      kind="leaderboard"
      stored={board}
      initial={leaderboardDraftOf(board)}
      metrics={LEADERBOARD_METRICS}
      cadences={LEADERBOARD_CADENCES}
      fixed={(board?.paidPeriods ?? 0) > 0}
      inputOf={leaderboardInputOf}
      check={(input) => checkLeaderboard(input, currency)}
      create={create}
      patch={patch}
      onClose={props.onClose}
    >
      {({ draft, change, errors, prefix }) => (
        <AmountField
          id={`${prefix}-prizes`}
          label={t('missions.fields.prizes', { currency: currency.code })}
          hint={t('missions.hints.prizes')}
          error={listError(errors, 'prizes')}
          value={draft.prizes}
          list
          onChange={(prizes) => change({ prizes })}
        />
      )}
    </MeasureForm>
  );
}

function Results({ board }: { board: AdminLeaderboard }) {
  const { t } = useTranslation();
  const results = useLeaderboardResults(board.id);
  if (results.isError) return <LoadError error={results.error} retry={() => void results.refetch()} />;
  if (!results.data) return <p className="muted">{t('app.loading')}</p>;
  if (results.data.length === 0) return <p className="muted">{t('missions.leaderboards.noResults')}</p>;
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">
          {t('missions.leaderboards.resultsOf', { name: board.titles.EN })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('missions.columns.period')}</th>
            <th scope="col" className="num">
              {t('missions.columns.rank')}
            </th>
            <th scope="col">{t('missions.columns.player')}</th>
            <th scope="col" className="num">
              {t('missions.columns.figure')}
            </th>
            <th scope="col" className="num">
              {t('missions.columns.prize')}
            </th>
          </tr>
        </thead>
        <tbody>
          {results.data.map((row) => (
            <tr key={`${row.period}-${row.rank}`}>
              <td>{row.period}</td>
              <td className="num">{row.rank}</td>
              <td>{row.username}</td>
              <td className="num">{row.figure}</td>
              <td className="num">{row.prize}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LeaderboardCard(props: { board: AdminLeaderboard; canEdit: boolean; onEdit: () => void }) {
  const { t } = useTranslation();
  const patch = usePatchLeaderboard();
  const [open, setOpen] = useState(false);
  const { board } = props;
  return (
    <li className="card">
      <div className="section-actions">
        <h3>{board.titles.EN}</h3>
        <RowButtons
          name={board.titles.EN ?? ''}
          enabled={board.enabled}
          canEdit={props.canEdit}
          pending={patch.isPending}
          onToggle={() => patch.mutate({ id: board.id, patch: { enabled: !board.enabled } })}
          onEdit={props.onEdit}
        />
      </div>
      <p className="muted">
        {t(`missions.metrics.${board.metric}`)}
        {board.gameType ? ` · ${board.gameType}` : ''} · {t(`missions.cadences.${board.cadence}`)} ·{' '}
        {t('missions.leaderboards.prizes', { prizes: board.prizes.join(' / ') })}
      </p>
      <button type="button" className="btn" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('missions.leaderboards.results')}
      </button>
      {open ? <Results board={board} /> : null}
    </li>
  );
}

/** The brand's leaderboards, their paid ranks per closed period, an edit each, and the form for a new one. */
export function LeaderboardsSection({ currency, canEdit }: { currency: Currency; canEdit: boolean }) {
  const boards = useLeaderboards();
  return (
    <RowsSection
      kind="leaderboards"
      rows={boards}
      canEdit={canEdit}
      form={(board, onClose) => <LeaderboardForm board={board} currency={currency} onClose={onClose} />}
    >
      {(rows, edit) => (
        <ul className="missions-boards">
          {rows.map((board) => (
            <LeaderboardCard key={board.id} board={board} canEdit={canEdit} onEdit={() => edit(board)} />
          ))}
        </ul>
      )}
    </RowsSection>
  );
}
