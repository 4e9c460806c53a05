import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { Alert, Box, CircularProgress, IconButton, Portal } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useT } from '../i18n';
import { toastStore as defaultStore, type ToastItem, type ToastStore } from './store';

const SEVERITY = { success: 'success', error: 'error', loading: 'info', blank: 'info' } as const;

export interface ToastHostProps {
  store?: ToastStore;
}

/**
 * Keeps an element out of what a modal dialog hides: on opening, MUI's Modal marks every other
 * child of <body> aria-hidden, which would silence the toasts raised from inside the dialog
 * ('Mentor assigned successfully') for screen readers until it closed.
 */
function useNeverAriaHidden(): (node: HTMLElement | null) => void {
  const observer = useRef<MutationObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  return useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || typeof MutationObserver === 'undefined') return;
    const reveal = () => {
      if (node.getAttribute('aria-hidden') === 'true') node.removeAttribute('aria-hidden');
    };
    observer.current = new MutationObserver(reveal);
    observer.current.observe(node, { attributes: true, attributeFilter: ['aria-hidden'] });
    reveal();
  }, []);
}

/**
 * Renders the toasts top right, newest at the bottom of the stack. Mount once (the shell does).
 * The stack is a child of <body> (portalled), so an open modal dialog cannot hide it by hiding
 * the page it belongs to, and it keeps itself visible to assistive technology.
 */
export function ToastHost({ store = defaultStore }: ToastHostProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getToasts, store.getToasts);
  const keepVisible = useNeverAriaHidden();
  return (
    <Portal>
      <Box
        ref={keepVisible}
        aria-live="polite"
        data-testid="toast-host"
        sx={{
          position: 'fixed',
          top: { xs: 8, sm: 16 },
          right: { xs: 8, sm: 16 },
          left: { xs: 8, sm: 'auto' },
          zIndex: (theme) => theme.zIndex.snackbar,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          alignItems: 'flex-end',
          pointerEvents: 'none',
          maxHeight: '100vh',
          overflow: 'hidden',
        }}
      >
        {toasts.map((item) => (
          <ToastView key={item.id} item={item} onClose={() => store.dismiss(item.id)} />
        ))}
      </Box>
    </Portal>
  );
}

function ToastView({ item, onClose }: { item: ToastItem; onClose: () => void }) {
  const t = useT();
  return (
    <Alert
      role={item.kind === 'error' ? 'alert' : 'status'}
      data-toast-kind={item.kind}
      severity={SEVERITY[item.kind]}
      variant="filled"
      icon={item.kind === 'loading' ? <CircularProgress size={18} color="inherit" /> : item.kind === 'blank' ? false : undefined}
      action={
        <IconButton size="small" color="inherit" aria-label={t('common.action.close')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
      sx={{ pointerEvents: 'auto', width: { xs: '100%', sm: 'auto' }, maxWidth: { sm: 420 }, boxShadow: 3, alignItems: 'center' }}
    >
      {item.message}
    </Alert>
  );
}
