import { BrowserRouter } from 'react-router-dom';
import { PortalProviders } from '@hackathon/ui';
import { ShellRoutes } from './routes/ShellRoutes';

export function App() {
  return (
    <PortalProviders>
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </PortalProviders>
  );
}
