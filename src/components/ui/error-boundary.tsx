import { Component, type ReactNode } from 'react';

type Props = {
  /** What shows instead of the children once they have failed to render. */
  fallback: ReactNode;
  children: ReactNode;
};

/**
 * Shows `fallback` when its children throw while rendering, such as a lazily loaded part whose code could not
 * be fetched because the connection dropped, so the failure stays in that part and the page around it stays.
 */
export class ErrorBoundary extends Component<Props, { failed?: boolean }> {
  state = {} as { failed?: boolean };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
