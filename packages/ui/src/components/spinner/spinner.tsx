import '../../tokens/tokens.css';
import styles from './spinner.module.css';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

/** Size of a {@link Spinner}, following the font-size scale. */
export type SpinnerSize = 'sm' | 'md' | 'lg';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is loading, read by screen readers (e.g. "Loading spaces"). Required: the apps translate it. */
  label: string;
  size?: SpinnerSize;
  className?: string;
}

/**
 * A busy indicator announced politely: `role="status"` whose text is `label`.
 * Accessible name: `label`.
 */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={[styles.root, styles[size], className].filter(Boolean).join(' ')}>
      <SpinnerGlyph />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

/** The spinning circle alone, hidden from assistive technology (for a busy button that keeps its own label). */
export function SpinnerGlyph({ className }: { className?: string }) {
  return <span aria-hidden="true" className={className ? `${styles.glyph} ${className}` : styles.glyph} />;
}
