import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MISSION_CADENCES, MISSION_METRICS, type AdminMission, type MissionInput } from '@croupier/contracts';
import type { Currency } from '@croupier/money';
import { errorText, fieldErrorText } from '../i18n/errors.ts';
import { Field } from '../ui/Field.tsx';
import { LoadError } from '../ui/LoadError.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useCreateMission, useMissions, usePatchMission } from './api.ts';
import { MeasureFields, type MeasureDraft } from './MeasureFields.tsx';
import { useCheckedForm } from './useCheckedForm.ts';
import { checkMission, cleanTitles } from './rules.ts';

const EMPTY: MeasureDraft & { target: string; reward: string; budget: string } = {
  titles: { EN: '', CN: '', TH: '' },
  metric: 'valid_bet',
  gameType: '',
  cadence: 'daily',
  wageringMultiple: '1',
  target: '',
  reward: '',
  budget: '',
};

function NewMission({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const create = useCreateMission();
  const [draft, setDraft] = useState(EMPTY);
  const { errors, formError, submit: send } = useCheckedForm();
  const error = (field: string) => (errors[field] ? fieldErrorText(t, errors[field]) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: MissionInput = {
      titles: cleanTitles(draft.titles),
      metric: draft.metric as MissionInput['metric'],
      gameType: (draft.gameType || null) as MissionInput['gameType'],
      cadence: draft.cadence as MissionInput['cadence'],
      target: draft.target.trim(),
      reward: draft.reward.trim(),
      wageringMultiple: Number(draft.wageringMultiple),
      budget: draft.budget.trim() || null,
      enabled: true,
    };
    send(checkMission(input, currency), (onError) =>
      create.mutate(input, { onSuccess: () => setDraft(EMPTY), onError }),
    );
  };
  return (
    <form className="card settings-grid" onSubmit={submit} noValidate aria-label={t('missions.missions.new')}>
      <h3 className="settings-wide">{t('missions.missions.new')}</h3>
      {formError ? (
        <p className="banner banner-error settings-wide" role="alert">
          {errorText(t, formError)}
        </p>
      ) : null}
      <MeasureFields
        prefix="mission"
        draft={draft}
        metrics={MISSION_METRICS}
        cadences={MISSION_CADENCES}
        errors={errors}
        onChange={(patch) => setDraft((previous) => ({ ...previous, ...patch }))}
      />
      {(['target', 'reward', 'budget'] as const).map((field) => (
        <Field
          key={field}
          id={`mission-${field}`}
          label={t(`missions.fields.${field}`, { currency: currency.code })}
          hint={t(`missions.hints.${field}`)}
          error={error(field)}
        >
          <input
            id={`mission-${field}`}
            className="input num"
            inputMode="decimal"
            value={draft[field]}
            aria-invalid={Boolean(error(field))}
            onChange={(event) => setDraft((previous) => ({ ...previous, [field]: event.target.value }))}
          />
        </Field>
      ))}
      <div className="settings-wide section-actions">
        <SubmitButton pending={create.isPending} pendingLabel={t('common.saving')}>
          {t('missions.missions.add')}
        </SubmitButton>
      </div>
    </form>
  );
}

function MissionRow({ mission, canEdit }: { mission: AdminMission; canEdit: boolean }) {
  const { t } = useTranslation();
  const patch = usePatchMission();
  return (
    <tr>
      <td>{mission.titles.EN}</td>
      <td>
        {t(`missions.metrics.${mission.metric}`)}
        {mission.gameType ? ` · ${mission.gameType}` : ''}
      </td>
      <td>{t(`missions.cadences.${mission.cadence}`)}</td>
      <td className="num">{mission.target}</td>
      <td className="num">{mission.reward}</td>
      <td className="num">{mission.budget ?? '—'}</td>
      <td className="num">{mission.spent}</td>
      <td className="num">{mission.claims}</td>
      <td>
        <button
          type="button"
          className="btn"
          disabled={!canEdit || patch.isPending}
          aria-label={t(mission.enabled ? 'missions.turnOffNamed' : 'missions.turnOnNamed', {
            name: mission.titles.EN,
          })}
          onClick={() => patch.mutate({ id: mission.id, patch: { enabled: !mission.enabled } })}
        >
          {t(mission.enabled ? 'missions.turnOff' : 'missions.turnOn')}
        </button>
      </td>
    </tr>
  );
}

/** The brand's missions with what each has paid, a switch each, and the form for a new one. */
export function MissionsSection({ currency, canEdit }: { currency: Currency; canEdit: boolean }) {
  const { t } = useTranslation();
  const missions = useMissions();
  return (
    <section aria-labelledby="missions-heading" className="page-section">
      <h2 id="missions-heading">{t('missions.missions.heading')}</h2>
      {missions.isError ? <LoadError error={missions.error} retry={() => void missions.refetch()} /> : null}
      {missions.data && missions.data.length === 0 ? (
        <p className="muted">{t('missions.missions.none')}</p>
      ) : null}
      {missions.data && missions.data.length > 0 ? (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('missions.missions.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('missions.columns.title')}</th>
                <th scope="col">{t('missions.columns.metric')}</th>
                <th scope="col">{t('missions.columns.cadence')}</th>
                <th scope="col" className="num">
                  {t('missions.columns.target')}
                </th>
                <th scope="col" className="num">
                  {t('missions.columns.reward')}
                </th>
                <th scope="col" className="num">
                  {t('missions.columns.budget')}
                </th>
                <th scope="col" className="num">
                  {t('missions.columns.spent')}
                </th>
                <th scope="col" className="num">
                  {t('missions.columns.claims')}
                </th>
                <th scope="col">{t('missions.columns.state')}</th>
              </tr>
            </thead>
            <tbody>
              {missions.data.map((mission) => (
                <MissionRow key={mission.id} mission={mission} canEdit={canEdit} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {canEdit ? <NewMission currency={currency} /> : null}
    </section>
  );
}
