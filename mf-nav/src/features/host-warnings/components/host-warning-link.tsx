import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../../components/icons';
import { sitePath } from '../../../lib/site-links';
import type { HostWarning } from '../lib/host-warning';
import styles from './host-warning-link.module.css';

/** The host's payout warning in the bar: 'Add payout info' or 'Payouts blocked', linking to the fix. */
export function HostWarningLink({ warning, prefix }: { warning: HostWarning; prefix: string }) {
  const { t } = useTranslation('mf-nav');
  return (
    <a href={sitePath(prefix, warning.href)} className={[styles.warning, styles[warning.kind]].join(' ')}>
      <WarningIcon />
      <span>{t(`hostWarnings.${warning.kind}`)}</span>
    </a>
  );
}
