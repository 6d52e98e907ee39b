import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
// Before the first paint (ADR 0010): the Noto faces the platform ships, so Thai and Chinese never show as boxes.
import '@croupier/web-kit/fonts.css';
import '@croupier/web-kit/tokens.css';
import './theme/tokens.css';
import { initI18n } from './i18n/i18n.ts';
import { languageOf, routeOf, themeOf } from './lib/launch.ts';
import { App } from './App.tsx';

const { pathname, search } = window.location;
document.documentElement.dataset.theme = themeOf(search);
initI18n(languageOf(search, navigator.languages));

const queryClient = new QueryClient({
  defaultOptions: {
    // An API refusal is final; only network trouble deserves another try.
    queries: {
      retry: (count, error) =>
        count < 2 && error instanceof Error && (error as { code?: string }).code === 'NETWORK',
      refetchOnWindowFocus: false,
    },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App route={routeOf(pathname, search)} />
    </QueryClientProvider>
  </StrictMode>,
);
