import { useTranslation } from 'react-i18next';
import type { RemoteProps } from '@hourspace/remote';
import styles from './top-nav.module.css';

/** The top navigation frame: logo, log in and sign up (the menus per role build on it). */
export function TopNav({ prefix }: RemoteProps) {
  const { t } = useTranslation('mf-nav');
  const home = `/${prefix}/`;
  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label={t('mainNavigation')}>
        <a className={styles.logo} href={home} aria-label={t('home')}>
          {t('brand')}
        </a>
        <a href={`${home}#a=login`}>{t('login')}</a>
        <a href={`${home}#a=signup&source=nav`}>{t('signup')}</a>
      </nav>
    </header>
  );
}
