import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function RemoteFailed({ onRetry, landmark }: { onRetry: () => void; landmark: boolean }) {
  const { t } = useTranslation('remote');
  const card = (
    <div role="alert" style={{ maxWidth: 560, margin: '48px auto', padding: 24, border: '1px solid #e5e7eb', borderRadius: 12 }}>
      <p>{t('failed')}</p>
      <p>{t('failedHint')}</p>
      <button type="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
  return landmark ? <main>{card}</main> : card;
}

interface Props {
  name: string;
  /** Whether the fallback is a page (wrapped in `<main>`). */
  landmark: boolean;
  children: ReactNode;
}

/** Keeps one remote's render error inside that remote: the card replaces it, nothing else. */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.name}] render failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RemoteFailed landmark={this.props.landmark} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
