import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './lib/launch.ts';
import { PlayPage } from './shell/PlayPage.tsx';

const VerifyPage = lazy(() => import('./verify/VerifyPage.tsx'));

export function App({ route }: { route: Route }) {
  const { t } = useTranslation();
  if (route.page === 'play') return <PlayPage route={route} />;
  if (route.page === 'verify')
    return (
      <Suspense
        fallback={
          <div className="launch-screen" role="status">
            <span className="spinner" aria-hidden="true" />
          </div>
        }
      >
        <VerifyPage />
      </Suspense>
    );
  return (
    <main className="launch-screen">
      <h1>{t('launch.notFoundTitle')}</h1>
      <p>{t('launch.notFound')}</p>
      <a className="btn" href="/verify">
        {t('verify.title')}
      </a>
    </main>
  );
}
