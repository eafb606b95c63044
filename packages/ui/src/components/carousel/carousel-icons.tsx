import styles from './carousel.module.css';

/** The previous/next buttons' chevron. */
export function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20" className={styles.chevron}>
      <path d={direction === 'previous' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
      <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
      <path d="M6 4l10 6-10 6z" fill="currentColor" />
    </svg>
  );
}
