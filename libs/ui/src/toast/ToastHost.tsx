import { useSyncExternalStore } from 'react';
import { Alert, Box, CircularProgress, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { toastStore as defaultStore, type ToastItem, type ToastStore } from './store';

const SEVERITY = { success: 'success', error: 'error', loading: 'info', blank: 'info' } as const;

export interface ToastHostProps {
  store?: ToastStore;
}

/** Renders the toasts top right, newest at the bottom of the stack. Mount once (the shell does). */
export function ToastHost({ store = defaultStore }: ToastHostProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getToasts, store.getToasts);
  return (
    <Box
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
  );
}

function ToastView({ item, onClose }: { item: ToastItem; onClose: () => void }) {
  return (
    <Alert
      role={item.kind === 'error' ? 'alert' : 'status'}
      data-toast-kind={item.kind}
      severity={SEVERITY[item.kind]}
      variant="filled"
      icon={item.kind === 'loading' ? <CircularProgress size={18} color="inherit" /> : item.kind === 'blank' ? false : undefined}
      action={
        <IconButton size="small" color="inherit" aria-label="Close" onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
      sx={{ pointerEvents: 'auto', width: { xs: '100%', sm: 'auto' }, maxWidth: { sm: 420 }, boxShadow: 3, alignItems: 'center' }}
    >
      {item.message}
    </Alert>
  );
}
