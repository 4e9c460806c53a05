import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary, useT } from '@hackathon/ui';
import { useSession } from '@hackathon/session';
import { ChatAssistant } from '../chat/ChatAssistant';
import { participantChatShown } from '../chat/chatPlacement';
import { NavBar } from './NavBar';
import { TopLogos } from './TopLogos';

export interface LayoutProps {
  hideLogos?: boolean;
  children?: ReactNode;
}

/** The <main> the skip link leads to. */
export const MAIN_CONTENT_ID = 'main-content';
/** Space under the page for the floating chat button (ChatAssistant's Fab: 56 px at 16 / 24 px from the bottom). */
const CLEAR_OF_CHAT = { xs: 11, sm: 12 } as const;

/** Focuses the page's <main> (the skip link): focus, not only the scroll, so Tab goes on from there. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault(); // no '#main-content' in the address: the router owns it
  main.focus();
}

/** Logos, navigation bar, the page, and the floating chat assistant. */
export function Layout({ hideLogos = false, children }: LayoutProps) {
  const t = useT();
  const { pathname } = useLocation();
  const session = useSession();
  // issue 25: back-office pages and back-office users get no participant chatbot
  const chat = participantChatShown(pathname, session.isAuthenticated ? session.role : null);
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
      {/* the first stop of Tab on every page (WCAG 2.4.1), shown only while focused */}
      <Box
        component="a"
        href={`#${MAIN_CONTENT_ID}`}
        onClick={skipToMain}
        sx={{
          position: 'absolute',
          top: 8,
          left: 8,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          px: 2,
          py: 1.25,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 700,
          textDecoration: 'none',
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'none', outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2, boxShadow: '0 0 0 2px #ffffff' },
        }}
      >
        {t('common.layout.skipToContent')}
      </Box>
      {hideLogos ? null : <TopLogos />}
      <ErrorBoundary name={t('common.layout.navigationArea')}>
        <NavBar />
      </ErrorBoundary>
      {/* the bottom space lets the page's last control scroll clear of the chat button (56 px, 16 px
          from the bottom on phones, 24 px wider): 88 px and 96 px; a page that ends in a footer
          (the landing page's dark one) takes the space inside it instead, so no light strip shows below */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          pb: chat ? CLEAR_OF_CHAT : 0,
          '&:has(footer)': { pb: 0 },
          '& footer': { pb: CLEAR_OF_CHAT },
          '&:focus': { outline: 'none' },
        }}
      >
        {children}
      </Box>
      {chat ? (
        <ErrorBoundary name={t('common.layout.chatArea')}>
          <ChatAssistant />
        </ErrorBoundary>
      ) : null}
    </Box>
  );
}
