import { LOCALES, countryNameFor, localeInfo } from '@hourspace/i18n';
import { Spinner, VisuallyHidden, useDisclosure } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import { useNavApi } from '../../../lib/nav-api';
import { ChevronIcon, GlobeIcon } from '../../../components/icons';
import type { LocaleUiElement } from '../../../events/analytics';
import { useSessionState } from '../../../events/session';
import { useLocaleStore } from '../stores/locale-store';
import menus from '../../../components/menus.module.css';
import styles from './locale-selector.module.css';

export interface LocaleSelectorProps {
  /** The page's locale. */
  locale: string;
  uiElement: LocaleUiElement;
  /** `dropdown`: a panel over the page (below or above the button); `inline`: the list opens in place (slide-in menu). */
  variant?: 'dropdown' | 'inline';
  placement?: 'below' | 'above';
  /** Extra class of the button (the nav's transparent look). */
  buttonClassName?: string;
}

/**
 * The language and country selector (spec §4): the 8 locales with their display code,
 * the country named in the page's language (spec §9 labels on English pages) and the
 * language's own name. Choosing another one shows a loading state until the
 * new page loads; a failed profile save reverts the choice and says so.
 */
export function LocaleSelector({ locale, uiElement, variant = 'dropdown', placement = 'below', buttonClassName }: LocaleSelectorProps) {
  const { t } = useTranslation('mf-nav');
  const api = useNavApi();
  const session = useSessionState();
  const { status, pending, choose } = useLocaleStore();
  const disclosure = useDisclosure();
  const current = localeInfo(locale);
  const saving = status === 'saving';

  return (
    <div className={[styles.root, styles[variant], styles[placement]].join(' ')} {...disclosure.rootProps}>
      <button
        {...disclosure.buttonProps}
        className={[styles.trigger, buttonClassName].filter(Boolean).join(' ')}
        aria-label={t('locale.trigger', { code: current.displayCode, name: current.nativeName })}
        aria-busy={saving || undefined}
      >
        <GlobeIcon />
        <span>{current.displayCode}</span>
        <ChevronIcon className={disclosure.open ? menus.chevronOpen : menus.chevron} />
      </button>
      <div {...disclosure.panelProps} className={styles.panel}>
        <p className={styles.heading} id={`${disclosure.panelProps.id}-heading`}>
          {t('locale.heading')}
        </p>
        <ul className={styles.list} aria-labelledby={`${disclosure.panelProps.id}-heading`}>
          {LOCALES.map((option) => {
            const isCurrent = option.locale === current.locale;
            const isPending = pending === option.locale;
            return (
              <li key={option.locale}>
                <button
                  type="button"
                  className={[styles.option, isCurrent && styles.current].filter(Boolean).join(' ')}
                  aria-current={isCurrent ? 'true' : undefined}
                  disabled={saving}
                  onClick={() => {
                    if (isCurrent) {
                      disclosure.close();
                      return;
                    }
                    void choose({ from: current.locale, to: option.locale, uiElement, session, api });
                  }}
                >
                  {/* No aria-label: the name is this text, so the language's own name keeps its lang. */}
                  <span className={styles.native} lang={option.locale}>
                    {option.nativeName}
                  </span>
                  <VisuallyHidden>, </VisuallyHidden>
                  <span className={styles.country}>
                    {countryNameFor(option, current.locale)}
                    <span className={styles.code}>{option.displayCode}</span>
                  </span>
                  {isPending && <Spinner size="sm" label={t('locale.changing', { name: option.nativeName })} className={styles.spinner} />}
                </button>
              </li>
            );
          })}
        </ul>
        {status === 'failed' && (
          <p role="alert" className={styles.error}>
            {t('locale.error')}
          </p>
        )}
      </div>
    </div>
  );
}
