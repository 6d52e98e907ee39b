import type { OutboxMessage } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { useBrandTime } from '../ui/time.tsx';

const TONES = {
  held: 'badge-quiet',
  pending: 'badge-info',
  sent: 'badge-positive',
  failed: 'badge-negative',
};

/** Where a message stands: kept here, waiting, sent, or failed with its attempts, next try and reason. */
export function DeliveryStatus({ message }: { message: OutboxMessage }) {
  const { time } = useBrandTime();
  const { t } = useTranslation();
  let when: string | null = null;
  if (message.status === 'sent' && message.sentAt) when = t('outbox.sentAt', { time: time(message.sentAt) });
  if (message.status === 'failed')
    when = message.nextAttemptAt
      ? t('outbox.retryAt', { time: time(message.nextAttemptAt) })
      : t('outbox.gaveUp');
  return (
    <div className="delivery">
      <span className={`badge ${TONES[message.status]}`}>{t(`outbox.statuses.${message.status}`)}</span>
      {message.attempts > 0 ? (
        <span className="muted">{t('outbox.attempts', { count: message.attempts })}</span>
      ) : null}
      {when ? <span className="muted">{when}</span> : null}
      {message.status === 'failed' && message.lastError ? (
        <span className="delivery-error">{message.lastError}</span>
      ) : null}
    </div>
  );
}
