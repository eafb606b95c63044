import { Component, type ReactNode } from 'react';

/**
 * Keeps a lazily loaded part's failure (its chunk could not load, or it threw) inside that
 * part: `fallback` gets a retry that renders the part again.
 */
export class ChunkBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[mf-home] a lazily loaded part of the page failed', error);
  }

  override render() {
    if (this.state.failed) return this.props.fallback(() => this.setState({ failed: false }));
    return this.props.children;
  }
}
