import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion, PromotionStatus } from '@croupier/contracts';
import { formatDateTime } from '@croupier/format';
import { errorKey } from '../api/http.ts';
import { usePopups } from '../popups/popupContext.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { useSite } from '../site/queries.ts';
import { PageHeader } from '../ui/ComingSoon.tsx';
import { Icon } from '../ui/icons.tsx';
import { Modal } from '../ui/Modal.tsx';
import { LoadFailed } from '../wallet/parts.tsx';
import { useJoinPromotion, usePromotions } from './api.ts';
import './promotions.css';

/** Running offers first, then those to come, then those just ended. */
const GROUP_ORDER = (status: PromotionStatus) =>
  status === 'coming_soon' ? 1 : status === 'registration_closed' ? 2 : 0;

/** How a status looks: what the player can do stands out, what they cannot is quiet. */
const TONE: Record<PromotionStatus, 'action' | 'done' | 'quiet' | 'info'> = {
  join_now: 'action',
  claim_reward: 'action',
  signed_up: 'done',
  in_progress: 'done',
  applying: 'info',
  issued: 'done',
  claimed: 'done',
  rejected: 'quiet',
  registration_closed: 'quiet',
  prohibited: 'quiet',
  coming_soon: 'info',
};

export function PromotionsPage() {
  const { t } = useTranslation();
  const promotions = usePromotions();
  const [open, setOpen] = useState<string | null>(null);
  const sorted = [...(promotions.data ?? [])].sort((a, b) => GROUP_ORDER(a.status) - GROUP_ORDER(b.status));
  const chosen = sorted.find((promotion) => promotion.id === open);
  return (
    <div className="promo-page">
      <PageHeader title={t('promotions.title')} subtitle={t('promotions.subtitle')} />
      {promotions.isError && (
        <LoadFailed message={t(errorKey(promotions.error))} retry={() => void promotions.refetch()} />
      )}
      {promotions.isPending && <p className="promo-muted">{t('common.loading')}</p>}
      {promotions.isSuccess && sorted.length === 0 && (
        <div className="promo-empty">
          <Icon name="gift" />
          <p>{t('promotions.empty')}</p>
        </div>
      )}
      <ul className="promo-grid" aria-label={t('promotions.title')}>
        {sorted.map((promotion) => (
          <li key={promotion.id}>
            <PromotionCard promotion={promotion} onDetails={() => setOpen(promotion.id)} />
          </li>
        ))}
      </ul>
      {chosen && <PromotionDetails promotion={chosen} onClose={() => setOpen(null)} />}
    </div>
  );
}

function StatusBadge({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation();
  // "Status:" is read out, not shown: the badge's words may be a button's too ("Join now").
  return (
    <span className={`promo-status promo-status-${TONE[status]}`}>
      <span className="visually-hidden">{t('promotions.statusLabel')}: </span>
      {t(`promotions.status.${status}`)}
    </span>
  );
}

/** The window as the player needs it: when it starts while it has not, else when it ends or ended. */
function WindowLine({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const site = useSite();
  const day = (iso: string) => formatDateTime(iso, site.brand.timezone).slice(0, 16);
  const key =
    promotion.status === 'coming_soon'
      ? 'promotions.startsOn'
      : promotion.status === 'registration_closed'
        ? 'promotions.endedOn'
        : 'promotions.endsOn';
  const at = promotion.status === 'coming_soon' ? promotion.startsAt : promotion.endsAt;
  return <p className="promo-window">{t(key, { date: day(at) })}</p>;
}

function PromotionArt({ promotion }: { promotion: Promotion }) {
  return promotion.imageUrl ? (
    <img className="promo-art" src={promotion.imageUrl} alt="" loading="lazy" width={640} height={280} />
  ) : (
    <div className="promo-art promo-art-blank" aria-hidden="true">
      <Icon name="gift" />
    </div>
  );
}

function PromotionCard({ promotion, onDetails }: { promotion: Promotion; onDetails: () => void }) {
  const { t } = useTranslation();
  return (
    <article className="promo-card" aria-labelledby={`promo-${promotion.id}`}>
      <PromotionArt promotion={promotion} />
      <div className="promo-body">
        <StatusBadge status={promotion.status} />
        <h2 id={`promo-${promotion.id}`}>{promotion.title}</h2>
        {promotion.summary && <p className="promo-summary">{promotion.summary}</p>}
        <WindowLine promotion={promotion} />
        <div className="promo-actions">
          <button
            type="button"
            className="btn"
            onClick={onDetails}
            aria-label={t('promotions.detailsOf', { title: promotion.title })}
          >
            {t('promotions.details')}
          </button>
          <JoinButton promotion={promotion} />
        </div>
      </div>
    </article>
  );
}

/** "Join now" while the caller may sign up; a visitor is asked to log in first. */
function JoinButton({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const popups = usePopups();
  const join = useJoinPromotion();
  if (promotion.status !== 'join_now') return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        disabled={join.isPending}
        onClick={() => (me ? join.mutate(promotion.id) : popups.openLogin())}
      >
        {join.isPending ? t('promotions.joining') : t('promotions.join')}
      </button>
      {join.isError && (
        <p className="promo-error" role="alert">
          {t(errorKey(join.error))}
        </p>
      )}
    </>
  );
}

function PromotionDetails({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const when = (iso: string) => formatDateTime(iso, site.brand.timezone).slice(0, 16);
  return (
    <Modal
      title={promotion.title}
      onClose={onClose}
      size="large"
      footer={<JoinButton promotion={promotion} />}
    >
      <div className="promo-details">
        <PromotionArt promotion={promotion} />
        <StatusBadge status={promotion.status} />
        <p className="promo-window">
          {t('promotions.period', { from: when(promotion.startsAt), to: when(promotion.endsAt) })}
        </p>
        {promotion.summary && <p className="promo-summary">{promotion.summary}</p>}
        {promotion.content && <p className="promo-content">{promotion.content}</p>}
      </div>
    </Modal>
  );
}
