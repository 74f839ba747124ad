import { Component, type ReactNode } from 'react';
import { contents } from './kit';

type Props = {
  /** What shows once the children have failed; by default, the HTML they had drawn, kept as it was (links work). */
  fallback?: ReactNode;
  /** The element whose HTML stands in for the failed children when there is no `fallback`. */
  keep?: () => Element | null;
  children: ReactNode;
};

/** Shows `fallback` when its children throw, and logs what failed, so the rest of the page stays readable. */
export class ErrorBoundary extends Component<Props, { failed?: boolean }> {
  state = {} as { failed?: boolean };
  // Read while React renders the fallback, before it touches the page: what the visitor was reading.
  kept?: { __html: string };

  static getDerivedStateFromError = () => ({ failed: true });

  componentDidCatch(error: unknown): void {
    console.error('Part of the page failed:', error);
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    this.kept ??= { __html: this.props.keep?.()?.innerHTML ?? '' };
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own prerendered HTML, kept as it was.
    return <div className={contents} dangerouslySetInnerHTML={this.kept} />;
  }
}
