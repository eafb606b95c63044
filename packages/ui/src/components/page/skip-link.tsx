import '../../tokens/tokens.css';
import type { MouseEvent } from 'react';
import styles from './skip-link.module.css';

/** Props of {@link SkipLink}. */
export interface SkipLinkProps {
  /** The id of the page's main region (`main-content` on every page of the product). */
  target?: string;
  /** The link's text, already translated ("Skip to content"). */
  label: string;
}

/**
 * The page's first focusable element: hidden until focused, it moves focus past the
 * navigation to the main region (WCAG 2.4.1).
 */
export function SkipLink({ target = 'main-content', label }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(target);
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    <a className={styles.root} href={`#${target}`} onClick={skip}>
      {label}
    </a>
  );
}
