import { useTranslation } from 'react-i18next';
import { QrCode } from '@croupier/web-kit';
import { useSite } from '../site/queries.ts';
import { ComingSoon } from '../ui/ComingSoon.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import './pages.css';

const APPS = [
  { type: 'IOS', name: 'download.ios', qr: 'download.qrIos' },
  { type: 'IOS_LITE', name: 'download.iosLite', qr: 'download.qrIosLite' },
  { type: 'ANDROID', name: 'download.android', qr: 'download.qrAndroid' },
] as const;

export function DownloadPage() {
  const { t } = useTranslation();
  const site = useSite();
  const apps = APPS.flatMap((app) => {
    const resource = site.resources.find((r) => r.resourceType === app.type);
    return resource ? [{ ...app, url: resource.url }] : [];
  });
  return (
    <>
      <PageHeader title={t('download.title')} subtitle={t('download.subtitle', { brand: site.brand.name })} />
      {apps.length > 0 ? (
        <ul className="download-grid">
          {apps.map((app) => (
            <li key={app.type} className="download-card">
              <QrCode value={app.url} label={t(app.qr)} size={160} />
              <h2>{t(app.name)}</h2>
              <a className="btn btn-primary" href={app.url}>
                {t('download.get', { platform: t(app.name) })}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-note">{t('download.none')}</p>
      )}
      <ComingSoon icon="info" title={t('download.guideSoon')} body={t('download.guideSoonBody')} />
    </>
  );
}
