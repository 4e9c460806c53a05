import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PortalProviders } from '@hackathon/ui';
import SchoolRoutes from './Routes';

// Standalone mount for local development; inside the portal the shell renders ./Routes itself.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <PortalProviders>
        <BrowserRouter>
          <SchoolRoutes />
        </BrowserRouter>
      </PortalProviders>
    </StrictMode>,
  );
}
