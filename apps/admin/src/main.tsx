import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './api/queries.ts';
import { applyTheme, storedTheme } from './layout/theme.ts';
import './i18n/index.ts';
// Before the first paint: a face added later can leave text a browser already drew as boxes (Chromium keeps its
// fallback choice for the text).
import '@croupier/web-kit/fonts.css';
import '@croupier/web-kit/date-field.css';
import './styles/tokens.css';
import './styles/base.css';
import { App } from './App.tsx';

// Theme before the first render, so a light-theme operator never sees a dark flash.
applyTheme(storedTheme());

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
