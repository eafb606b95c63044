import { VisuallyHidden } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import styles from './skeleton.module.css';

/**
 * Grey blocks in the shape of what is loading; announced once as "Loading…" (the blocks
 * themselves are hidden from assistive technology).
 */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation('mf-account');
  return (
    <div className={styles.skeleton} role="status" aria-live="polite" data-testid="account-skeleton">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={styles.line} aria-hidden="true" />
      ))}
    </div>
  );
}
