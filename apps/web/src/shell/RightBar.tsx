import { useTranslation } from 'react-i18next';
import { useCsTitle, useSite } from '../site/queries.ts';
import { CsIcon } from '../ui/icons.tsx';

export function RightBar() {
  const { t } = useTranslation();
  const site = useSite();
  const titleOf = useCsTitle();
  const entries = site.customerService.filter((cs) => cs.csPosition === 'RIGHT' || cs.csPosition === 'BOTH');
  if (entries.length === 0) return null;
  return (
    <aside className="right-bar" aria-label={t('cs.title')}>
      <ul>
        {entries.map((cs) => (
          <li key={`${cs.csType}-${cs.title}`}>
            <a
              href={cs.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={titleOf(cs)}
              title={titleOf(cs)}
              className="icon-btn"
            >
              <CsIcon csType={cs.csType} />
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
