// Standalone development only (`pnpm --filter mfe-track dev`): the remote inside the dev shell.
import { mountDevShell } from '@freightdeck/dev-shell';
import { routes } from './routes';
import { canned } from './testing/canned';

mountDevShell({ name: 'track', routes, canned });
