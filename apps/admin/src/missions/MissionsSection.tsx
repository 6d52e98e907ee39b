import { useTranslation } from 'react-i18next';
import { MISSION_CADENCES, MISSION_METRICS, type AdminMission } from '@croupier/contracts';
import type { Currency } from '@croupier/money';
import { useCreateMission, useMissions, usePatchMission } from './api.ts';
import { AmountField, MeasureForm } from './MeasureForm.tsx';
import { RowButtons, RowsSection } from './RowsSection.tsx';
import { checkMission, missionDraftOf, missionInputOf } from './rules.ts';

/** A new mission's form on the page, or (`onClose` given) a stored one's in a dialog. */
function MissionForm(props: { mission: AdminMission | null; currency: Currency; onClose?: () => void }) {
  const { t } = useTranslation();
  const { mission, currency } = props;
  const create = useCreateMission();
  const patch = usePatchMission();
  return (
    <MeasureForm
      kind="mission"
      stored={mission}
      initial={missionDraftOf(mission)}
      metrics={MISSION_METRICS}
      cadences={MISSION_CADENCES}
      fixed={(mission?.claims ?? 0) > 0}
      inputOf={missionInputOf}
      check={(input) => checkMission(input, currency, mission?.spent)}
      create={create}
      patch={patch}
      onClose={props.onClose}
    >
      {({ draft, change, errors, prefix }) =>
        (['target', 'reward', 'budget'] as const).map((field) => (
          <AmountField
            key={field}
            id={`${prefix}-${field}`}
            label={t(`missions.fields.${field}`, { currency: currency.code })}
            hint={t(`missions.hints.${field}`)}
            error={errors[field]}
            value={draft[field]}
            onChange={(value) => change({ [field]: value })}
          />
        ))
      }
    </MeasureForm>
  );
}

function MissionRow(props: { mission: AdminMission; canEdit: boolean; onEdit: () => void }) {
  const { t } = useTranslation();
  const patch = usePatchMission();
  const { mission } = props;
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
        <RowButtons
          name={mission.titles.EN ?? ''}
          enabled={mission.enabled}
          canEdit={props.canEdit}
          pending={patch.isPending}
          onToggle={() => patch.mutate({ id: mission.id, patch: { enabled: !mission.enabled } })}
          onEdit={props.onEdit}
        />
      </td>
    </tr>
  );
}

const COLUMNS = ['title', 'metric', 'cadence', 'target', 'reward', 'budget', 'spent', 'claims', 'state'];
const NUMERIC = new Set(['target', 'reward', 'budget', 'spent', 'claims']);

/** The brand's missions with what each has paid, a switch and an edit each, and the form for a new one. */
export function MissionsSection({ currency, canEdit }: { currency: Currency; canEdit: boolean }) {
  const { t } = useTranslation();
  const missions = useMissions();
  return (
    <RowsSection
      kind="missions"
      rows={missions}
      canEdit={canEdit}
      form={(mission, onClose) => <MissionForm mission={mission} currency={currency} onClose={onClose} />}
    >
      {(rows, edit) => (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('missions.missions.heading')}</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={NUMERIC.has(column) ? 'num' : undefined}>
                    {t(`missions.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((mission) => (
                <MissionRow
                  key={mission.id}
                  mission={mission}
                  canEdit={canEdit}
                  onEdit={() => edit(mission)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </RowsSection>
  );
}
