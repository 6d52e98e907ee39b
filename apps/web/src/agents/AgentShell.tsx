import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, gmtOffset } from '@croupier/format';
import { Guarded, PageWait } from '../routes/Guarded.tsx';
import { LanguagePicker } from '../shell/LanguagePicker.tsx';
import { ThemeToggle } from '../shell/ThemeToggle.tsx';
import { TopLoader } from '../shell/TopLoader.tsx';
import { useSite } from '../site/queries.ts';
import './agent.css';

function BrandClock({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return (
    <p className="agent-clock tabular">
      <span className="agent-offset">{gmtOffset(timeZone, new Date(now))}</span>
      <time dateTime={new Date(now).toISOString()} aria-label={t('agent.clock')}>
        {formatDateTime(now, timeZone)}
      </time>
    </p>
  );
}

/** The agent view is a work tool (UI.md): its own quiet header, no lobby chrome. */
export function AgentShell() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <div className="agent-shell">
      <TopLoader />
      <header className="agent-header">
        <Link to="/agent" className="agent-brand">
          {site.brand.name}
          <span className="agent-tag">{t('agent.tag')}</span>
        </Link>
        <BrandClock timeZone={site.brand.timezone} />
        <div className="agent-tools">
          <LanguagePicker languages={site.languages} />
          <ThemeToggle />
          <Link to="/" className="btn btn-ghost">
            {t('agent.toPlayerSite')}
          </Link>
        </div>
      </header>
      <main id="content" className="agent-main">
        <Guarded>
          <Suspense fallback={<PageWait />}>
            <Outlet />
          </Suspense>
        </Guarded>
      </main>
    </div>
  );
}
