import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
// Before the first paint: a face added later can leave text a browser already drew as boxes (Chromium keeps its
// fallback choice for the text).
import '@croupier/web-kit/fonts.css';
import '@croupier/web-kit/tokens.css';
import '@croupier/web-kit/date-field.css';
import './theme/tokens.css';
import { i18nReady, initialLanguage } from './i18n/i18n.ts';
import { useRealtime } from './realtime/useRealtime.ts';
import { SiteRoutes } from './routes/router.tsx';
import { SessionProvider } from './session/SessionProvider.tsx';
import { prefetchFirstData } from './site/firstData.ts';
import { SiteGate } from './site/SiteGate.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    // Problem answers (4xx) are final; only network trouble deserves another try.
    queries: { retry: (count, error) => count < 2 && !(error instanceof Error && error.name === 'ApiError') },
  },
});

function App() {
  useRealtime();
  return (
    <SiteGate>
      <SessionProvider>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </SessionProvider>
    </SiteGate>
  );
}

prefetchFirstData(queryClient, initialLanguage, window.location.pathname);
// A Chinese or Thai page fetches its words first (in parallel with the data above), never showing English. Not a
// top-level await: that would stop the bundler merging the first load's shared modules into this chunk.
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
