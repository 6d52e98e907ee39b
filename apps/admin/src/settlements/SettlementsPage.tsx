import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SettlementRun, SettlementRunState } from '@croupier/contracts';
import { formatMoney } from '@croupier/money';
import { useBrand, useMe } from '../api/queries.ts';
import { FilterSelect } from '../ui/FilterBar.tsx';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { useMoney } from '../withdrawals/parts.tsx';
import { useSettlements } from './api.ts';
import { useKindName } from './kind-name.ts';
import { RerunButton } from './RerunButton.tsx';
import { canRerunSettlements, figureLines, type FigureWords } from './rules.ts';
import './settlements.css';

const TONE: Record<SettlementRunState, string> = {
  pending: 'badge-info',
  running: 'badge-info',
  completed: 'badge-positive',
  failed: 'badge-negative',
};

/** Figures' names and values in the console's language and formats. */
function useFigureWords(): FigureWords {
  const { t, i18n } = useTranslation();
  const { time } = useBrandTime();
  const currency = useBrand().data?.currency;
  return {
    label: (name) => (i18n.exists(`settlements.figures.${name}`) ? t(`settlements.figures.${name}`) : null),
    money: (minor) => (currency ? formatMoney(minor, currency) : minor.toString()),
    hours: (count) => t('settlements.figureHours', { count }),
    instant: time,
  };
}

/** A run's inputs or outputs, one figure a line; none reads as a dash. */
function Figures({ figures }: { figures: Record<string, unknown> | null }) {
  const lines = figureLines(figures, useFigureWords());
  if (lines.length === 0) return <span className="muted">—</span>;
  return (
    <ul className="settlement-figure-list">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function Row({ run, mayRerun }: { run: SettlementRun; mayRerun: boolean }) {
  const { time } = useBrandTime();
  const { t } = useTranslation();
  const money = useMoney();
  const kindName = useKindName();
  return (
    <tr>
      <td className="nowrap">
        <div>{kindName(run.kind)}</div>
        <div className="muted cell-sub">
          {t(`settlements.cadences.${run.cadence}`, { defaultValue: run.cadence })}
        </div>
      </td>
      <td className="nowrap">
        <div className="mono">{run.period}</div>
        {run.finishedAt ? (
          <div className="mono muted cell-sub">
            {t('settlements.finishedAt', { at: time(run.finishedAt) })}
          </div>
        ) : null}
      </td>
      <td className="nowrap">
        <span className={`badge ${TONE[run.state]}`}>{t(`settlements.states.${run.state}`)}</span>
      </td>
      <td className="num">{run.attempts}</td>
      <td className="settlement-figures">
        <Figures figures={run.inputs} />
      </td>
      <td className="settlement-figures">
        <Figures figures={run.outputs} />
      </td>
      <td className="money-cell num">{money(run.paid)}</td>
      <td className="settlement-error">{run.error ?? <span className="muted">—</span>}</td>
      <td className="nowrap">
        {mayRerun && (run.state === 'completed' || run.state === 'failed') ? <RerunButton run={run} /> : null}
      </td>
    </tr>
  );
}

/**
 * Settlement runs of the brand, newest period first: each kind's periods with what the run read (inputs), what
 * it decided (outputs), what it paid and how often it was tried; finance can run a period again from here.
 */
export function SettlementsPage() {
  const { offset } = useBrandTime();
  const { t } = useTranslation();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind') ?? '';
  const list = useSettlements(kind);
  const mayRerun = canRerunSettlements(me.data?.role);
  const kindName = useKindName();

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('settlements.heading')}</h1>
      </div>
      <p className="muted page-lead">{t('settlements.lead')}</p>
      <div className="filter-bar">
        <FilterSelect
          id="settlements-kind"
          label={t('settlements.kind')}
          value={kind}
          allLabel={t('settlements.allKinds')}
          options={(list.data?.kinds ?? []).map((item) => ({ value: item.name, label: kindName(item.name) }))}
          onChange={(value) => setParams(value ? { kind: value } : {})}
        />
      </div>
      <PagedTable
        query={list}
        caption={t('settlements.caption')}
        className="settlements-table"
        columns={[
          { label: t('settlements.kind') },
          { label: t('settlements.period', { zone: offset }) },
          { label: t('settlements.state') },
          { label: t('settlements.attempts') },
          { label: t('settlements.inputs') },
          { label: t('settlements.outputs') },
          { label: t('settlements.paid'), money: true },
          { label: t('settlements.error') },
          { label: t('settlements.actions') },
        ]}
        emptyText={t('settlements.empty')}
        row={(run) => <Row key={run.id} run={run} mayRerun={mayRerun} />}
        pagerLabel={t('settlements.pagination')}
        page={1}
        onPage={() => undefined}
      />
    </div>
  );
}
