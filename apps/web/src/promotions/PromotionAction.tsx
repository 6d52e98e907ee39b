import { useTranslation } from 'react-i18next';
import type { Promotion } from '@croupier/contracts';
import { formatAmount } from '@croupier/money';
import { errorKey } from '../api/http.ts';
import { usePopups } from '../popups/popupContext.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { useSite } from '../site/queries.ts';
import { useClaimPromotion, useJoinPromotion } from './api.ts';
import { actionOf } from './logic.ts';

/**
 * The one thing the player can do about a promotion in its status (spec §4): join, claim the reward, or apply
 * with proof (`onApply` opens the form). Nothing for the other statuses.
 */
export function PromotionAction({ promotion, onApply }: { promotion: Promotion; onApply: () => void }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const popups = usePopups();
  const currency = useSite().brand.currency;
  const join = useJoinPromotion();
  const claim = useClaimPromotion();
  const action = actionOf(promotion.status, promotion.kind);
  const failed = join.error ?? claim.error;
  const button =
    action === 'join'
      ? {
          busy: join.isPending,
          label: 'promotions.join',
          busyLabel: 'promotions.joining',
          run: () => join.mutate(promotion.id),
        }
      : action === 'claim'
        ? {
            busy: claim.isPending,
            label: 'rewards.actions.claim',
            busyLabel: 'rewards.actions.claiming',
            run: () => claim.mutate(promotion.id),
          }
        : action === 'apply'
          ? { busy: false, label: 'rewards.actions.apply', busyLabel: '', run: onApply }
          : null;
  return (
    <>
      {button && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={button.busy}
          // A visitor is asked to log in first.
          onClick={() => (me ? button.run() : popups.openLogin())}
        >
          {t(button.busy ? button.busyLabel : button.label)}
        </button>
      )}
      {failed && (
        <p className="promo-error" role="alert">
          {t(errorKey(failed))}
        </p>
      )}
      {claim.data && (
        <p className="promo-done" role="status">
          {t('rewards.actions.claimed', { amount: formatAmount(claim.data.amount, currency) })}
        </p>
      )}
    </>
  );
}
