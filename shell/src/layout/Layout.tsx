import { useEffect, useRef, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary, useT } from '@hackathon/ui';
import { ChatAssistant } from '../chat/ChatAssistant';
import { NavBar } from './NavBar';
import { TopLogos } from './TopLogos';

export interface LayoutProps {
  hideLogos?: boolean;
  children?: ReactNode;
}

/** Logos, navigation bar, the page, and the floating chat assistant. */
export function Layout({ hideLogos = false, children }: LayoutProps) {
  const t = useT();
  const { pathname } = useLocation();
  // a new page starts at its top; the first one is where the browser put it (the top, or where
  // the reader had already scrolled a prerendered copy to)
  const arrived = useRef(pathname);
  useEffect(() => {
    if (arrived.current === pathname) return;
    arrived.current = '';
    window.scrollTo({ top: 0 });
  }, [pathname]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {hideLogos ? null : <TopLogos />}
      <ErrorBoundary name={t('common.layout.navigationArea')}>
        <NavBar />
      </ErrorBoundary>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        {children}
      </Box>
      <ErrorBoundary name={t('common.layout.chatArea')}>
        <ChatAssistant />
      </ErrorBoundary>
    </Box>
  );
}
