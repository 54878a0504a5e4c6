import { BrowserRouter } from 'react-router-dom';
import { ApiSWRConfig } from '@freightdeck/auth';
import { ErrorModalHost, UiProvider } from '@freightdeck/ui';
import { AppErrorBoundary } from '../routing/error-boundary';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    <ApiSWRConfig>
      <UiProvider>
        <BrowserRouter>
          <AppErrorBoundary>
            <AppRoutes />
          </AppErrorBoundary>
        </BrowserRouter>
        <ErrorModalHost />
      </UiProvider>
    </ApiSWRConfig>
  );
}
