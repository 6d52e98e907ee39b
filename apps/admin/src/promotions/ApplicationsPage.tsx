import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBrand, useMe } from '../api/queries.ts';
import { titleInLanguage } from '../i18n/index.ts';
import { DetailPage } from '../ui/DetailPage.tsx';
import { LoadError } from '../ui/LoadError.tsx';
import { ProofImages } from '../ui/ProofImages.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { applicationImagePath, useApplications, usePromotion } from './api.ts';
import { ApplicationDecision } from './ApplicationDecision.tsx';
import { canEditPromotions, moneyIn } from './rules.ts';
import './promotions.css';

const STATUS_BADGE = {
  applying: 'badge badge-info',
  approved: 'badge badge-positive',
  rejected: 'badge badge-quiet',
};

function Queue({ promotionId }: { promotionId: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const { time, offset } = useBrandTime();
  const money = moneyIn(useBrand().data?.currency.code ?? 'THB');
  const applications = useApplications(promotionId);
  const editable = canEditPromotions(me.data?.role);
  if (applications.isPending) return <p className="muted">{t('app.loading')}</p>;
  if (applications.isError)
    return <LoadError error={applications.error} retry={() => void applications.refetch()} />;
  if (applications.data.length === 0) return <p className="muted">{t('promotions.apps.empty')}</p>;
  return (
    <div className="table-wrap">
      <table className="table promo-applications">
        <caption className="visually-hidden">{t('promotions.apps.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('promotions.apps.player')}</th>
            <th scope="col">{t('promotions.apps.submitted', { zone: offset })}</th>
            <th scope="col">{t('promotions.apps.remark')}</th>
            <th scope="col">{t('promotions.apps.proofs')}</th>
            <th scope="col">{t('promotions.apps.status')}</th>
            <th scope="col">{editable ? t('promotions.actions') : t('promotions.apps.outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {applications.data.map((application) => (
            <tr key={application.id}>
              <th scope="row">{application.username}</th>
              <td className="num nowrap">{time(application.createdAt)}</td>
              <td className="promo-remark">
                {application.remark || <span className="muted">{t('promotions.apps.noRemark')}</span>}
              </td>
              <td>
                <ProofImages
                  owner={application.id}
                  numbers={Array.from({ length: application.images }, (_, i) => i + 1)}
                  pathOf={(n) => applicationImagePath(promotionId, application.id, n)}
                  texts="promotions.apps"
                />
              </td>
              <td>
                <span className={STATUS_BADGE[application.status]}>
                  {t(`promotions.apps.statuses.${application.status}`)}
                </span>
              </td>
              <td>
                {editable && application.status === 'applying' ? (
                  <div className="row-actions">
                    <ApplicationDecision
                      promotionId={promotionId}
                      application={application}
                      decision="approve"
                    />
                    <ApplicationDecision
                      promotionId={promotionId}
                      application={application}
                      decision="reject"
                    />
                  </div>
                ) : application.status === 'approved' && application.amount ? (
                  t('promotions.apps.paid', { amount: money(application.amount) })
                ) : (
                  application.reason
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `/promotions/:id/applications`: the applications with proof waiting for a decision, and the decided ones. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const promotion = usePromotion(id);
  return (
    <DetailPage
      back={{ to: `/promotions/${encodeURIComponent(id)}`, label: t('promotions.apps.back') }}
      query={promotion}
    >
      {(data) => (
        <>
          <div className="page-header">
            <h1>{t('promotions.apps.heading', { title: titleInLanguage(data.titles) })}</h1>
          </div>
          <Queue promotionId={data.id} />
        </>
      )}
    </DetailPage>
  );
}
