import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Collapse } from '@mui/material';
import { MSG } from '@hackathon/contracts';
import { useT } from './i18n';
import { PrerenderHandoff } from './prerender/handoff';

export interface ErrorBoundaryProps {
  /** Shown as 'Error loading component: {name}'. */
  name: string;
  children?: ReactNode;
  /** When this value changes, a caught error is cleared (e.g. pass the location path). */
  resetKey?: unknown;
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
  componentStack: string | null;
  resetKey: unknown;
}

/** Catches render errors of one area (a remote, a widget) so the rest of the page keeps working. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, componentStack: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null, componentStack: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? null });
    this.props.onError?.(error, info);
  }

  private readonly retry = () => this.setState({ error: null, componentStack: null });

  override render() {
    const { error, componentStack } = this.state;
    if (!error) return this.props.children;
    return <ErrorPanel name={this.props.name} error={error} componentStack={componentStack} onRetry={this.retry} />;
  }
}

interface ErrorPanelProps {
  name: string;
  error: Error;
  componentStack: string | null;
  onRetry: () => void;
}

function ErrorPanel({ name, error, componentStack, onRetry }: ErrorPanelProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      {/* an error in place of a prerendered page shows at once */}
      <PrerenderHandoff />
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.action.tryAgain')}
          </Button>
        }
      >
        <AlertTitle>{MSG.errorLoadingComponent(name)}</AlertTitle>
        <Button size="small" color="inherit" onClick={() => setOpen((value) => !value)} aria-expanded={open} sx={{ px: 0 }}>
          {open ? t('common.error.hideDetails') : t('common.error.showDetails')}
        </Button>
        <Collapse in={open}>
          <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontSize: 12, m: 0, mt: 1, maxHeight: 240, overflow: 'auto' }}>
            {error.message}
            {componentStack ?? ''}
          </Box>
        </Collapse>
      </Alert>
    </Box>
  );
}
