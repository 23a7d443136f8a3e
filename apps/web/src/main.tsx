import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { currentUserQuery } from './lib/auth';
import { holdUntilFirstPaint } from './lib/first-paint';
import { queryClient } from './lib/query-client';
import './index.css';

// Before the first render, so that it travels in parallel with it rather than after it: the
// session check that every page waits for. Its schema loads once the first page is painted.
holdUntilFirstPaint();
void queryClient.prefetchQuery(currentUserQuery);

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
// As a transition the first render is time-sliced: React yields to the browser every few
// milliseconds instead of holding the main thread for the whole page, so input is never blocked
// for long while the first page builds (total blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
