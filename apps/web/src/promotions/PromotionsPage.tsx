import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion, PromotionStatus } from '@croupier/contracts';
import { formatDateTime } from '@croupier/format';
import {
  PromotionCardView,
  PromotionDetailsView,
  type PromotionStatusText,
} from '@croupier/web-kit/promotion-card';
import '@croupier/web-kit/promotion-card.css';
import { errorKey } from '../api/http.ts';
import { useSite } from '../site/queries.ts';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Icon } from '../ui/icons.tsx';
import { Modal } from '../ui/Modal.tsx';
import { LoadFailed } from '../wallet/parts.tsx';
import { usePromotions } from './api.ts';
import { ApplyForm } from './ApplyForm.tsx';
import { PromotionAction } from './PromotionAction.tsx';
import './promotions.css';

/** Running offers first, then those to come, then those just ended. */
const GROUP_ORDER = (status: PromotionStatus) =>
  status === 'coming_soon' ? 1 : status === 'registration_closed' ? 2 : 0;

export function PromotionsPage() {
  const { t } = useTranslation();
  const promotions = usePromotions();
  const [open, setOpen] = useState<{ id: string; applying: boolean } | null>(null);
  const sorted = [...(promotions.data ?? [])].sort((a, b) => GROUP_ORDER(a.status) - GROUP_ORDER(b.status));
  const chosen = sorted.find((promotion) => promotion.id === open?.id);
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
            <PromotionCard
              promotion={promotion}
              onDetails={(applying) => setOpen({ id: promotion.id, applying })}
            />
          </li>
        ))}
      </ul>
      {chosen && (
        <PromotionDetails
          promotion={chosen}
          applying={open?.applying ?? false}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}

function useStatusText(status: PromotionStatus): PromotionStatusText {
  const { t } = useTranslation();
  return { status, label: t(`promotions.status.${status}`), prefix: t('promotions.statusLabel') };
}

/** The window as the player needs it: when it starts while it has not, else when it ends or ended. */
function useWindowLine(promotion: Promotion): string {
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
  return t(key, { date: day(at) });
}

function PromotionCard(props: { promotion: Promotion; onDetails: (applying: boolean) => void }) {
  const { promotion, onDetails } = props;
  const { t } = useTranslation();
  return (
    <PromotionCardView
      headingId={`promo-${promotion.id}`}
      title={promotion.title}
      summary={promotion.summary}
      imageUrl={promotion.imageUrl}
      blankArt={<Icon name="gift" />}
      status={useStatusText(promotion.status)}
      window={useWindowLine(promotion)}
    >
      <button
        type="button"
        className="btn"
        onClick={() => onDetails(false)}
        aria-label={t('promotions.detailsOf', { title: promotion.title })}
      >
        {t('promotions.details')}
      </button>
      {/* Applying takes a form: the card opens the details with it. */}
      <PromotionAction promotion={promotion} onApply={() => onDetails(true)} />
    </PromotionCardView>
  );
}

function PromotionDetails(props: { promotion: Promotion; applying: boolean; onClose: () => void }) {
  const { promotion, onClose } = props;
  const { t } = useTranslation();
  const site = useSite();
  const when = (iso: string) => formatDateTime(iso, site.brand.timezone).slice(0, 16);
  const [applying, setApplying] = useState(props.applying);
  return (
    <Modal
      title={promotion.title}
      onClose={onClose}
      size="large"
      footer={applying ? null : <PromotionAction promotion={promotion} onApply={() => setApplying(true)} />}
    >
      <PromotionDetailsView
        title={promotion.title}
        summary={promotion.summary}
        content={promotion.content}
        imageUrl={promotion.imageUrl}
        blankArt={<Icon name="gift" />}
        status={useStatusText(promotion.status)}
        window={t('promotions.period', { from: when(promotion.startsAt), to: when(promotion.endsAt) })}
      />
      {applying ? <ApplyForm promotion={promotion} /> : null}
    </Modal>
  );
}
