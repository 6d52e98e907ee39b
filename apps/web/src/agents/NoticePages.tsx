import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@croupier/format';
import { useCsTitle, useSite } from '../site/queries.ts';
import { CsIcon } from '../ui/icons.tsx';
import { useAgentNotices } from './api.ts';
import { Empty, QueryStatus, ReportHead } from './parts.tsx';

/** `agentAnnouncement`: the notices addressed to agents now showing, in the operator's order. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const site = useSite();
  const notices = useAgentNotices();
  const data = notices.data;
  return (
    <div className="wallet-page">
      <ReportHead
        title={t('agentCentre.pages.agentAnnouncement')}
        lead={t('agentCentre.notices.lead')}
        days={false}
      />
      <QueryStatus query={notices} failed={t('agentCentre.loadFailed')} />
      {data && data.length === 0 && <Empty>{t('agentCentre.notices.empty')}</Empty>}
      {data && data.length > 0 && (
        <ul className="agent-notices">
          {data.map((notice) => (
            <li key={notice.id} className="wallet-panel">
              <article aria-labelledby={`notice-${notice.id}`}>
                <h3 id={`notice-${notice.id}`}>{notice.title}</h3>
                <time className="wallet-muted tabular" dateTime={notice.publishedAt}>
                  {formatDateTime(notice.publishedAt, site.brand.timezone)}
                </time>
                <p className="agent-notice-body">{notice.content}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The agent menu's customer-service entry: the brand's links, in the page's language. */
export function CustomerServicePage() {
  const { t } = useTranslation();
  const site = useSite();
  const titleOf = useCsTitle();
  return (
    <div className="wallet-page">
      <ReportHead
        title={t('agentCentre.pages.customerService')}
        lead={t('agentCentre.service.lead')}
        days={false}
      />
      {site.customerService.length === 0 ? (
        <Empty>{t('agentCentre.service.empty')}</Empty>
      ) : (
        <ul className="agent-service">
          {site.customerService.map((cs) => (
            <li key={`${cs.csType}-${cs.title}`}>
              <a
                href={cs.url}
                target="_blank"
                rel="noopener noreferrer"
                className="wallet-panel agent-service-link"
              >
                <CsIcon csType={cs.csType} />
                <span>{titleOf(cs)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
