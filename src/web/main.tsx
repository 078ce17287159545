// The start-up guard comes first so it is listening before any other module runs.
import { hasStarted, showStartupFailure } from './app/startup-guard';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

try {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to start the app in.');
  createRoot(container, {
    onUncaughtError: (error) => {
      if (!hasStarted()) showStartupFailure(error);
      else console.error(error);
    },
  }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} catch (error) {
  showStartupFailure(error);
}
