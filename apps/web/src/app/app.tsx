import { BrowserRouter } from 'react-router';
import { DocumentTitle } from './document-title.tsx';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <DocumentTitle />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
