import '@fontsource-variable/inter';
import '@fontsource-variable/literata';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, prefetchFirstScreen } from './app/app';
import { initI18n } from './i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

initI18n(window.location.pathname);
prefetchFirstScreen();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
