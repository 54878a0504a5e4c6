import './zod-without-eval';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { remoteRegistry } from './remotes/remote-registry';

// Learn where the remotes are (/remotes.json) early. Not awaited: the shell's own pages (and
// /login) do not wait for it; the federation runtime loads with the first remote section.
remoteRegistry.prepare().catch((error: unknown) => console.error('[remotes] /remotes.json could not be loaded', error));

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
