// Standalone development only (`pnpm --filter mfe-organizations dev`): the remote inside the dev shell.
import { mountDevShell } from '@freightdeck/dev-shell';
import { routes } from './routes';
import { canned } from './testing/canned';

mountDevShell({ name: 'organizations', routes, canned });
