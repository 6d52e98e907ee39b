import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icons.tsx';

/**
 * An honest placeholder for a feature that arrives in a later release: it says what will be here
 * instead of showing invented games or numbers.
 */
export function ComingSoon({
  title,
  body,
  items,
  icon = 'clock',
}: {
  title: string;
  body: string;
  items?: string[];
  icon?: IconName;
}) {
  const { t } = useTranslation();
  return (
    <section className="soon" aria-label={title}>
      <span className="soon-icon">
        <Icon name={icon} />
      </span>
      <div className="soon-text">
        <p className="soon-badge">{t('soon.badge')}</p>
        <h2>{title}</h2>
        <p>{body}</p>
        {items && items.length > 0 && (
          <>
            <p className="soon-list-title">{t('soon.whatsComing')}</p>
            <ul>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
