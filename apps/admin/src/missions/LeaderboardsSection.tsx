import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LEADERBOARD_CADENCES,
  LEADERBOARD_METRICS,
  type AdminLeaderboard,
  type LeaderboardInput,
} from '@croupier/contracts';
import type { Currency } from '@croupier/money';
import { errorText, fieldErrorText } from '../i18n/errors.ts';
import { Field } from '../ui/Field.tsx';
import { LoadError } from '../ui/LoadError.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useCreateLeaderboard, useLeaderboardResults, useLeaderboards, usePatchLeaderboard } from './api.ts';
import { MeasureFields, type MeasureDraft } from './MeasureFields.tsx';
import { useCheckedForm } from './useCheckedForm.ts';
import { checkLeaderboard, cleanTitles, listError, splitList } from './rules.ts';

const EMPTY: MeasureDraft & { prizes: string } = {
  titles: { EN: '', CN: '', TH: '' },
  metric: 'valid_bet',
  gameType: '',
  cadence: 'weekly',
  wageringMultiple: '1',
  prizes: '',
};

function NewLeaderboard({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const create = useCreateLeaderboard();
  const [draft, setDraft] = useState(EMPTY);
  const { errors, formError, submit: send } = useCheckedForm();
  const prizesError = listError(errors, 'prizes');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: LeaderboardInput = {
      titles: cleanTitles(draft.titles),
      metric: draft.metric as LeaderboardInput['metric'],
      gameType: (draft.gameType || null) as LeaderboardInput['gameType'],
      cadence: draft.cadence as LeaderboardInput['cadence'],
      prizes: splitList(draft.prizes),
      wageringMultiple: Number(draft.wageringMultiple),
      enabled: true,
    };
    send(checkLeaderboard(input, currency), (onError) =>
      create.mutate(input, { onSuccess: () => setDraft(EMPTY), onError }),
    );
  };
  return (
    <form
      className="card settings-grid"
      onSubmit={submit}
      noValidate
      aria-label={t('missions.leaderboards.new')}
    >
      <h3 className="settings-wide">{t('missions.leaderboards.new')}</h3>
      {formError ? (
        <p className="banner banner-error settings-wide" role="alert">
          {errorText(t, formError)}
        </p>
      ) : null}
      <MeasureFields
        prefix="leaderboard"
        draft={draft}
        metrics={LEADERBOARD_METRICS}
        cadences={LEADERBOARD_CADENCES}
        errors={errors}
        onChange={(patch) => setDraft((previous) => ({ ...previous, ...patch }))}
      />
      <Field
        id="leaderboard-prizes"
        label={t('missions.fields.prizes', { currency: currency.code })}
        hint={t('missions.hints.prizes')}
        error={prizesError ? fieldErrorText(t, prizesError) : null}
        className="settings-wide"
      >
        <input
          id="leaderboard-prizes"
          className="input num"
          value={draft.prizes}
          aria-invalid={Boolean(prizesError)}
          onChange={(event) => setDraft((previous) => ({ ...previous, prizes: event.target.value }))}
        />
      </Field>
      <div className="settings-wide section-actions">
        <SubmitButton pending={create.isPending} pendingLabel={t('common.saving')}>
          {t('missions.leaderboards.add')}
        </SubmitButton>
      </div>
    </form>
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

function LeaderboardCard({ board, canEdit }: { board: AdminLeaderboard; canEdit: boolean }) {
  const { t } = useTranslation();
  const patch = usePatchLeaderboard();
  const [open, setOpen] = useState(false);
  return (
    <li className="card">
      <div className="section-actions">
        <h3>{board.titles.EN}</h3>
        <button
          type="button"
          className="btn"
          disabled={!canEdit || patch.isPending}
          aria-label={t(board.enabled ? 'missions.turnOffNamed' : 'missions.turnOnNamed', {
            name: board.titles.EN,
          })}
          onClick={() => patch.mutate({ id: board.id, patch: { enabled: !board.enabled } })}
        >
          {t(board.enabled ? 'missions.turnOff' : 'missions.turnOn')}
        </button>
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

/** The brand's leaderboards, their paid ranks per closed period, and the form for a new one. */
export function LeaderboardsSection({ currency, canEdit }: { currency: Currency; canEdit: boolean }) {
  const { t } = useTranslation();
  const boards = useLeaderboards();
  return (
    <section aria-labelledby="leaderboards-heading" className="page-section">
      <h2 id="leaderboards-heading">{t('missions.leaderboards.heading')}</h2>
      {boards.isError ? <LoadError error={boards.error} retry={() => void boards.refetch()} /> : null}
      {boards.data && boards.data.length === 0 ? (
        <p className="muted">{t('missions.leaderboards.none')}</p>
      ) : null}
      <ul className="missions-boards">
        {(boards.data ?? []).map((board) => (
          <LeaderboardCard key={board.id} board={board} canEdit={canEdit} />
        ))}
      </ul>
      {canEdit ? <NewLeaderboard currency={currency} /> : null}
    </section>
  );
}
