import { Component, type ReactNode } from 'react';

type Props = {
  /** What shows instead of the children once they have failed to render. */
  fallback: ReactNode;
  children: ReactNode;
};

/** Shows `fallback` when its children throw (a lazy part's code failed to load), so the rest of the page stays. */
export class ErrorBoundary extends Component<Props, { failed?: boolean }> {
  state = {} as { failed?: boolean };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
