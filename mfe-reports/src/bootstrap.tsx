// Standalone development only (`pnpm --filter mfe-reports dev`): the remote inside the dev shell.
import { mountDevShell } from '@freightdeck/dev-shell';
import { routes } from './routes';
import { canned } from './testing/canned';

mountDevShell({ name: 'reports', routes, canned });
