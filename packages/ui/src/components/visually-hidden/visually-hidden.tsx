import '../../tokens/tokens.css';
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Props of {@link VisuallyHidden}. */
export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** Element to render; `span` (inline) unless a heading or block is needed. */
  as?: 'span' | 'div' | 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'label';
  /** With `as="label"`: the id of the control it labels. */
  htmlFor?: string;
  children: ReactNode;
}

/**
 * Content for screen readers only: hidden on screen, kept in the accessibility
 * tree (unlike `display: none`).
 */
export function VisuallyHidden({ as: Tag = 'span', className, children, ...rest }: VisuallyHiddenProps) {
  return (
    <Tag {...rest} className={className ? `${styles.root} ${className}` : styles.root}>
      {children}
    </Tag>
  );
}
