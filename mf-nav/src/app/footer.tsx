import { SOCIAL_LINKS, EXTERNAL_SITES } from '../lib/site-links';
import { countryNameFor, nativeCountryNameFor } from '@hourspace/i18n';
import type { RemoteProps } from '@hourspace/remote';
import { useTranslation } from 'react-i18next';
import { ConsentManager } from '../features/consent/components/consent-manager';
import { useConsentStore } from '../features/consent/stores/consent-store';
import { LocaleSelector } from '../features/locale-selector/components/locale-selector';
import { countryLinks, footerColumns } from '../features/footer/lib/footer-links';
import styles from './footer.module.css';

/**
 * The site footer (spec §2): site and external links with the country prefix where it
 * applies, the country links (named in the page's language, the country's own name beside), social profiles, app stores, the locale selector, and
 * 'Your privacy choices', which opens the consent manager.
 */
export function Footer({ prefix, locale }: Pick<RemoteProps, 'prefix' | 'locale'>) {
  const { t } = useTranslation('mf-nav');
  const { openManager, saved } = useConsentStore();
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <a className={styles.logo} href={`/${prefix}/`} aria-label={t('home')}>
            {t('brand')}
          </a>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>

        <nav className={styles.columns} aria-label={t('footer.label')}>
          {footerColumns(prefix, locale).map((column) => (
            <section key={column.id} aria-labelledby={`hs-footer-${column.id}`}>
              <h2 id={`hs-footer-${column.id}`} className={styles.heading}>
                {t(`footer.${column.id}`)}
              </h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.id}>
                    <a className={styles.link} href={link.href}>
                      {t(`footer.${link.id}`)}
                    </a>
                  </li>
                ))}
                {column.privacyChoices && (
                  <li>
                    <button type="button" className={styles.linkButton} aria-haspopup="dialog" onClick={openManager}>
                      {t('footer.privacyChoices')}
                    </button>
                  </li>
                )}
              </ul>
            </section>
          ))}
        </nav>

        <div className={styles.extras}>
          <section aria-labelledby="hs-footer-countries">
            <h2 id="hs-footer-countries" className={styles.heading}>
              {t('footer.countries')}
            </h2>
            <ul className={styles.inlineList}>
              {countryLinks().map(({ locale: info, href, language }) => (
                <li key={info.locale}>
                  <a className={styles.link} href={href} hrefLang={info.locale} aria-current={info.locale === locale ? 'true' : undefined}>
                    {language ? t('footer.countryWithLanguage', { country: countryNameFor(info, locale), language }) : countryNameFor(info, locale)}
                    {nativeCountryNameFor(info, locale) !== null && (
                      <>
                        {' · '}
                        <span lang={info.locale}>{nativeCountryNameFor(info, locale)}</span>
                      </>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="hs-footer-social">
            <h2 id="hs-footer-social" className={styles.heading}>
              {t('footer.social')}
            </h2>
            <ul className={styles.inlineList}>
              {SOCIAL_LINKS.map((network) => (
                <li key={network.id}>
                  <a className={styles.pill} href={network.href}>
                    {t(`footer.networks.${network.id}`)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="hs-footer-apps">
            <h2 id="hs-footer-apps" className={styles.heading}>
              {t('footer.apps')}
            </h2>
            <ul className={styles.inlineList}>
              <li>
                <a className={styles.store} href={EXTERNAL_SITES.appStore}>
                  {t('footer.appStore')}
                </a>
              </li>
              <li>
                <a className={styles.store} href={EXTERNAL_SITES.googlePlay}>
                  {t('footer.googlePlay')}
                </a>
              </li>
            </ul>
          </section>
        </div>

        <div className={styles.bottom}>
          <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
          <p className={styles.status} role="status">
            {saved ? t('privacy.saved') : null}
          </p>
          <LocaleSelector locale={locale} uiElement="footer_locale_selector" placement="above" />
        </div>
      </div>
      <ConsentManager />
    </footer>
  );
}
