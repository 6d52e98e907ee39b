import { useTranslation } from 'react-i18next';
import type { SettlementRun } from '@croupier/contracts';
import { formatMoney } from '@croupier/money';
import { useBrand, useMe } from '../api/queries.ts';
import { useSettlements } from '../settlements/api.ts';
import { canSeeSettlements } from '../settlements/rules.ts';
import { PagedTable } from '../ui/PagedTable.tsx';

const figure = (run: SettlementRun, name: string) => run.outputs?.[name] ?? run.inputs?.[name];

/**
 * The latest runs of one kind (the evaluation or the daily rebate): each period with its state, how many players
 * it covered and moved or paid, and the total paid. The full figures and re-runs are on the settlement runs page.
 */
export function RewardRuns({ kind, countOf }: { kind: string; countOf: 'upgraded' | 'settled' }) {
  const { t } = useTranslation();
  const me = useMe();
  const currency = useBrand().data?.currency;
  const runs = useSettlements(kind);
  if (!canSeeSettlements(me.data?.role)) return null;
  const money = (minor: unknown) =>
    currency && typeof minor === 'string' && /^[0-9]+$/.test(minor)
      ? formatMoney(BigInt(minor), currency)
      : '—';
  return (
    <section className="card vip-runs" aria-labelledby={`${kind}-runs`}>
      <h2 id={`${kind}-runs`}>{t(`vip.runs.${kind}`)}</h2>
      <PagedTable
        query={runs}
        caption={t(`vip.runs.${kind}`)}
        className="vip-runs-table"
        columns={[
          { label: t('vip.runs.period') },
          { label: t('vip.runs.state') },
          { label: t('vip.runs.players') },
          { label: t(`vip.runs.${countOf}`) },
          { label: t('vip.runs.paid'), money: true },
        ]}
        emptyText={t('vip.runs.empty')}
        row={(run) => (
          <tr key={run.id}>
            <td className="mono nowrap">{run.period}</td>
            <td>{t(`settlements.states.${run.state}`)}</td>
            <td className="num">{String(figure(run, 'players') ?? '—')}</td>
            <td className="num">{String(figure(run, countOf) ?? '—')}</td>
            <td className="num money-cell">{money(figure(run, 'paid'))}</td>
          </tr>
        )}
        pagerLabel={t(`vip.runs.${kind}`)}
        page={1}
        onPage={() => undefined}
      />
    </section>
  );
}
