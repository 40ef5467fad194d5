import { Component, type ReactNode } from 'react';
import { useLocation } from '@brass/shared/router';
import { reportClientError } from '../composition/report-client-error';

interface Props {
  /** What the widget is, named in the error report, e.g. `toasts`. */
  name: string;
  /** What stands in its place once it has failed: nothing, or its plain state. */
  fallback: ReactNode;
  children: ReactNode;
}

interface BoundaryProps extends Props {
  /** The page's location: a new page tries the widget again. */
  resetKey: string;
}

interface State {
  failed: boolean;
  resetKey: string;
}

class ShellWidgetBoundary extends Component<BoundaryProps, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[shell] the ${this.props.name} failed to render`, error);
    reportClientError({ kind: 'render', app: 'host', context: `the ${this.props.name} failed`, error });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Wraps, in an error boundary, a part of the shell that renders what remotes push into the shared
 * stores (toasts, the cart badge, the signed-in user): if that data breaks it, the widget steps aside
 * instead of blanking the whole page, and the error is reported.
 */
export function ShellWidget(props: Props) {
  const { pathname: location } = useLocation();
  return <ShellWidgetBoundary {...props} resetKey={location} />;
}
