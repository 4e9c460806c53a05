// Standalone mount for local development of this remote (the shell mounts ./Routes in the portal).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PortalProviders } from '@hackathon/ui';
import PublicRoutes from './Routes';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <PortalProviders>
        <BrowserRouter>
          <PublicRoutes />
        </BrowserRouter>
      </PortalProviders>
    </StrictMode>,
  );
}
