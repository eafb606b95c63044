import { buttonClassName, type ButtonVariant } from '@hourspace/ui';
import type { MouseEvent } from 'react';
import { isExternal } from '../lib/links';
import styles from './section.module.css';

/** A call to action: a link that looks like a button (it navigates, so it stays a link). */
export function CtaLink({
  href,
  text,
  variant = 'primary',
  className,
  onClick,
}: {
  href: string;
  text: string;
  variant?: ButtonVariant;
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <a href={href} className={buttonClassName({ variant, className })} rel={isExternal(href) ? 'noopener' : undefined} onClick={onClick}>
      {text}
    </a>
  );
}

/** A section's call to action in its usual place under the content; nothing without a CTA. */
export function SectionCta({
  cta,
  variant,
  onClick,
}: {
  cta: { text: string; href: string } | null;
  variant?: ButtonVariant;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  if (!cta) return null;
  return (
    <div className={styles.cta}>
      <CtaLink href={cta.href} text={cta.text} variant={variant} onClick={onClick} />
    </div>
  );
}
