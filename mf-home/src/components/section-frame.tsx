import type { ReactNode } from 'react';
import type { SectionKey } from '../lib/section-model';
import styles from './section.module.css';

/**
 * One home section: a `<section>` named by its heading (`headingId`), with the page's
 * width and padding. `muted` gives it the surface background.
 */
export function SectionFrame({
  name,
  headingId,
  muted = false,
  className,
  children,
}: {
  name: SectionKey;
  headingId: string;
  muted?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section data-section={name} aria-labelledby={headingId} className={[styles.section, muted && styles.muted, className].filter(Boolean).join(' ')}>
      <div className={styles.inner}>{children}</div>
    </section>
  );
}

/** A section's heading (h2), its sub-heading, and its paragraph's lines (one `<p>` each). */
export function SectionHeader({ id, heading, kicker, lines = [], className }: { id: string; heading: string; kicker?: string; lines?: readonly string[]; className?: string }) {
  return (
    <div className={className ? `${styles.header} ${className}` : styles.header}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
      <Lines lines={lines} />
    </div>
  );
}

/** Paragraph lines, one `<p>` each (spec §3: the paragraph's lines are split on the newline marker). */
export function Lines({ lines, className }: { lines: readonly string[]; className?: string }) {
  if (lines.length === 0) return null;
  return (
    <div className={className ? `${styles.lines} ${className}` : styles.lines}>
      {lines.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </div>
  );
}
