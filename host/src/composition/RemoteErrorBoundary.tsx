import { Component, type ReactNode } from 'react';
import { PageArrived } from '../shell/PageArrived';
import { RemoteUnavailableError } from './remote-error-plugin';
import { reportClientError } from './report-client-error';
import styles from './RemotePage.module.css';

interface Props {
  children: ReactNode;
  /** The remote whose page this error boundary wraps, named in the error report. */
  remote: string;
  onRetry: () => void;
}

interface State {
  failed: boolean;
}

/** The per-route error boundary: whatever a remote throws while loading or rendering stays inside its page. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] a page failed to load or render', error);
    // A remote that could not be loaded was reported where that was found, with its cause.
    if (!(error instanceof RemoteUnavailableError)) {
      reportClientError({ kind: 'render', app: this.props.remote, error });
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className={styles.unavailable} role="alert" aria-labelledby="remote-unavailable-title">
        <h1 id="remote-unavailable-title" className={styles.unavailableTitle}>
          This part of the shop is taking a break
        </h1>
        <p>
          We could not load this page just now. Your cart is safe, and the rest of the shop is working. Please
          try again in a moment.
        </p>
        <button type="button" className={styles.retry} onClick={this.props.onRetry}>
          Retry
        </button>
        {/* The panel is what this address shows: the page left behind gives way to it. */}
        <PageArrived />
      </section>
    );
  }
}
