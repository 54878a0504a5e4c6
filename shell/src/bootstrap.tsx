import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { remoteRegistry } from './remotes/remote-registry';

// Spec §8: resize-observer errors are only logged.
window.addEventListener('error', (event) => {
  if (typeof event.message === 'string' && event.message.includes('ResizeObserver loop')) {
    event.stopImmediatePropagation();
    console.warn(event.message);
  }
});

// Learn where the remotes are (/remotes.json) and register them with the federation runtime.
// Not awaited: the shell's own pages (and /login) do not wait for it; a remote section does.
remoteRegistry.prepare().catch((error: unknown) => console.error('[remotes] /remotes.json could not be loaded', error));

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
