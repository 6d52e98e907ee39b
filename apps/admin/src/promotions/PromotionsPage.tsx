import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PromotionAdmin } from '@croupier/contracts';
import { useBrand, useMe } from '../api/queries.ts';
import { titleInLanguage } from '../i18n/index.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { usePromotions } from './api.ts';
import { ClearingThresholdSection } from './ClearingThresholdSection.tsx';
import { canEditPromotions, moneyIn } from './rules.ts';
import './promotions.css';

type State = 'running' | 'scheduled' | 'ended' | 'off';

function stateOf(promotion: PromotionAdmin, now: number): State {
  if (!promotion.enabled) return 'off';
  if (Date.parse(promotion.startsAt) > now) return 'scheduled';
  return Date.parse(promotion.endsAt) <= now ? 'ended' : 'running';
}

const STATE_BADGE: Record<State, string> = {
  running: 'badge badge-positive',
  scheduled: 'badge badge-info',
  ended: 'badge badge-quiet',
  off: 'badge badge-quiet',
};

/** The brand's promotions with their window, budget and what each has spent; the wagering setting below. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const promotions = usePromotions();
  const { time, offset } = useBrandTime();
  const money = moneyIn(useBrand().data?.currency.code ?? 'THB');
  const editable = canEditPromotions(me.data?.role);
  const [now] = useState(() => Date.now());

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('promotions.heading')}</h1>
        {promotions.data ? (
          <span className="muted num">{t('promotions.total', { count: promotions.data.length })}</span>
        ) : null}
        {editable ? (
          <Link className="btn btn-primary page-header-action" to="/promotions/new">
            {t('promotions.add')}
          </Link>
        ) : null}
      </div>
      {me.data && !editable ? (
        <p className="banner">{t('promotions.readOnly', { role: t(`roles.${me.data.role}`) })}</p>
      ) : null}
      {promotions.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {promotions.isError ? (
        <LoadError error={promotions.error} retry={() => void promotions.refetch()} />
      ) : null}
      {promotions.data?.length === 0 ? <p className="muted">{t('promotions.empty')}</p> : null}
      {promotions.data && promotions.data.length > 0 ? (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('promotions.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('promotions.title')}</th>
                <th scope="col">{t('promotions.kind')}</th>
                <th scope="col">{t('promotions.state')}</th>
                <th scope="col">{t('promotions.window', { zone: offset })}</th>
                <th scope="col" className="money-cell">
                  {t('promotions.budget')}
                </th>
                <th scope="col" className="money-cell">
                  {t('promotions.spent')}
                </th>
                <th scope="col" className="money-cell">
                  {t('promotions.joined')}
                </th>
                <th scope="col">{t('promotions.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {promotions.data.map((promotion) => {
                const title = titleInLanguage(promotion.titles);
                const state = stateOf(promotion, now);
                const path = `/promotions/${encodeURIComponent(promotion.id)}`;
                return (
                  <tr key={promotion.id}>
                    <th scope="row">{title}</th>
                    <td>{t(`promotions.kinds.${promotion.kind}`)}</td>
                    <td>
                      <span className={STATE_BADGE[state]}>{t(`promotions.states.${state}`)}</span>
                    </td>
                    <td className="num nowrap">
                      {time(promotion.startsAt).slice(0, 16)}
                      <div className="muted cell-sub">{time(promotion.endsAt).slice(0, 16)}</div>
                    </td>
                    <td className="num money-cell">
                      {promotion.limits.budget ? money(promotion.limits.budget) : t('promotions.noBudget')}
                    </td>
                    <td className="num money-cell">{money(promotion.spent)}</td>
                    <td className="num money-cell">{promotion.joined}</td>
                    <td>
                      <div className="row-actions">
                        <Link className="btn" to={path} aria-label={t('promotions.openFor', { title })}>
                          {t('promotions.open')}
                        </Link>
                        {promotion.kind === 'application' ? (
                          <Link
                            className="btn"
                            to={`${path}/applications`}
                            aria-label={t('promotions.applicationsFor', { title })}
                          >
                            {t('promotions.applications')}
                          </Link>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <ClearingThresholdSection />
    </div>
  );
}
