import { Component, lazy, Suspense, type ReactNode } from 'react';
import { FullPageSpinner } from '@hackathon/ui';
import type { RemoteName } from './remotes';
import { loadFallback } from './start';

/** The answer (reload or fallback) loads with the fallback chunk, only when a chunk failed. */
const StaleChunkAnswer = lazy(() => loadFallback().then((module) => ({ default: module.StaleChunkAnswer })));

interface Props {
  name: RemoteName;
  children?: ReactNode;
}

/** An error StaleChunkAnswer gave back (fallback.tsx): not one for this guard. */
export type PassedOn = Error & { passOn?: boolean };

interface State {
  error: Error | null;
}

/**
 * Inside a remote's error boundary: a lazy chunk of the remote that fails to load (webpack's
 * ChunkLoadError, e.g. a page's chunk deleted by a redeploy since this tab opened) reloads the page
 * once, with a spinner meanwhile, instead of "Error loading component", whose "Try again" would ask
 * for the same missing file. A second such failure within the reload window shows the remote's
 * fallback (the panel, or the shell's sign-in on a sign-in page); any other error goes on to the
 * error boundary above.
 */
export class StaleChunkGuard extends Component<Props, State> {
  /** The error being answered: another one after it (the answer's own chunk failed) goes above. */
  declare private answering?: Error;

  // state set here, not as a class field: fields compile to a defineProperty helper in the first page
  constructor(props: Props) {
    super(props);
    this.state = { error: null };
  }

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // the answer (fallback chunk) marks what is neither a missing chunk nor a version conflict (a
    // render error): it goes on to the error boundary above, as does an error after the one being
    // answered (the answer's own chunk failed)
    if ((error as PassedOn).passOn || (this.answering ??= error) !== error) throw error;
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <StaleChunkAnswer name={this.props.name} error={error} />
      </Suspense>
    );
  }
}
