import { SkipLink, mediaDown, useAriaCurrent, useMediaQuery, whenIdleAfterLoad } from '@hourspace/ui';
import type { RemoteProps } from '@hourspace/remote';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../components/icons';
import { useNavApi } from '../lib/nav-api';
import { useSessionState, useLogout } from '../events/session';
import { BrowseMenu } from '../features/browse/components/browse-menu';
import { useHostWarning } from '../features/host-warnings/api/get-payout-account';
import { HostWarningLink } from '../features/host-warnings/components/host-warning-link';
import { useUnreadCount } from '../features/inbox/api/get-unread-count';
import { LocaleSelector } from '../features/locale-selector/components/locale-selector';
import { ProfileMenu } from '../features/profile-menu/components/profile-menu';
import { useReferrals } from '../features/referrals/api/get-env-features';
import { NavEntryLink } from '../components/nav-entry-link';
import { navMenus } from '../lib/nav-items';
import type { SlideInMenu as SlideInMenuComponent } from './slide-in-menu';
import { useNavSurface } from '../features/transparent-nav/hooks/use-transparent-nav';
import styles from '../components/top-nav.module.css';

type SlideInMenuType = typeof SlideInMenuComponent;
let slideInMenu: SlideInMenuType | null = null;
let slideInMenuLoad: Promise<SlideInMenuType> | null = null;
let importSlideInMenu = (): Promise<{ SlideInMenu: SlideInMenuType }> => import(/* webpackChunkName: "slide-in-menu" */ './slide-in-menu');

/**
 * The slide-in menu's code (the ui Modal with its dialog shell and scroll lock), in a chunk of
 * its own: only a screen of 992 px or less shows it, and only once its button is pressed. It
 * is fetched when such a screen is idle after load, or at once when the button is pointed at,
 * focused or pressed. A failed fetch is tried again the next time.
 */
function loadSlideInMenu(): Promise<SlideInMenuType> {
  slideInMenuLoad ??= importSlideInMenu().then(
    (module) => (slideInMenu = module.SlideInMenu),
    (error: unknown) => {
      slideInMenuLoad = null;
      throw error;
    },
  );
  return slideInMenuLoad;
}

/** Forgets a fetched menu, so a test starts from a page that has not fetched it; `load` stands for the chunk's fetch. */
export function forgetSlideInMenuForTests(load: () => Promise<{ SlideInMenu: SlideInMenuType }>): void {
  slideInMenu = null;
  slideInMenuLoad = null;
  importSlideInMenu = load;
}

/**
 * The spacer under a fixed bar keeps the bar's height in the flow: the bar is taller than its
 * 65 px when large text makes it wrap (docs/decisions/phone-layout-and-text-zoom.md), and the
 * hero's top must not start hidden behind it (docs/decisions/nav-layout.md).
 */
function useSpacerFollowingHeader(floating: boolean) {
  const headerRef = useRef<HTMLElement>(null);
  const spacerRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const header = headerRef.current;
    const spacer = spacerRef.current;
    if (!floating || !header || !spacer || typeof ResizeObserver === 'undefined') return;
    const follow = () => {
      spacer.style.height = `${header.offsetHeight}px`;
    };
    follow();
    const observer = new ResizeObserver(follow);
    observer.observe(header);
    return () => observer.disconnect();
  }, [floating]);
  return { headerRef, spacerRef };
}

/**
 * The top navigation on every page: the menus of the `session` topic's nav state
 * (spec §2), the host's payout warning, a slide-in menu at 992 px or less and dropdowns
 * above, transparent over the home hero until scrolled past the trigger point.
 */
export function TopNav({ prefix, locale }: Pick<RemoteProps, 'prefix' | 'locale'>) {
  const { t } = useTranslation('mf-nav');
  const api = useNavApi();
  const { navState, profile } = useSessionState();
  // Rendered ahead for phones (the server's answer is the compact bar; wider screens drop that markup).
  const compact = useMediaQuery(mediaDown('nav'), true);
  const surface = useNavSurface();
  const [menuOpen, setMenuOpen] = useState(false);
  const [SlideInMenu, setSlideInMenu] = useState<SlideInMenuType | null>(() => slideInMenu);
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useLogout(api);
  const homeCurrent = useAriaCurrent(`/${prefix}/`);

  const signedIn = navState === 'NAV_LOGGED_IN_GUEST' || navState === 'NAV_LOGGED_IN_HOST';
  const SSOid = signedIn ? (profile?.SSOid ?? null) : null;
  const referrals = useReferrals(locale, signedIn);
  const unread = useUnreadCount(SSOid, profile?.thread_count);
  const warning = useHostWarning(navState === 'NAV_LOGGED_IN_HOST' ? SSOid : null);
  const menus = navMenus(navState, { prefix, locale, referrals: referrals !== null });
  const referralValue = referrals?.value;

  const onLogout = () => {
    setLoggingOut(true);
    void logout().finally(() => {
      setLoggingOut(false);
      setMenuOpen(false);
    });
  };

  const floating = surface !== 'page';
  const { headerRef, spacerRef } = useSpacerFollowingHeader(floating);
  const headerClass = [styles.header, surface !== 'page' && styles.floating, surface === 'transparent' && styles.transparent].filter(Boolean).join(' ');
  const showMenuButton = compact && menus.slideIn.length + (menus.browse ? 1 : 0) > 0;
  const fetchMenu = (onFailure: (error: unknown) => void) => loadSlideInMenu().then((component) => setSlideInMenu(() => component), onFailure);
  const wantMenu = () => {
    if (SlideInMenu) return;
    void fetchMenu((error) => {
      // The button stays; the next press asks again.
      console.error('[mf-nav] the menu could not be loaded', error);
      setMenuOpen(false);
    });
  };
  useEffect(() => {
    if (!showMenuButton || SlideInMenu) return;
    // Unprompted: a failure waits for the next press, which asks again and says so.
    return whenIdleAfterLoad(() => void fetchMenu(() => undefined));
    // fetchMenu only sets state: the effect depends on what decides whether to fetch.
  }, [showMenuButton, SlideInMenu]);

  return (
    <>
      {floating && <div ref={spacerRef} className={styles.spacer} aria-hidden="true" />}
      <header ref={headerRef} className={headerClass} data-nav-state={navState}>
        {/* The page's first stop for the keyboard: past the navigation to the page's <main id="main-content">. */}
        <SkipLink label={t('skipToContent')} />
        <nav className={styles.nav} aria-label={t('mainNavigation')}>
          <a className={styles.logo} href={`/${prefix}/`} aria-label={t('home')} aria-current={homeCurrent}>
            {t('brand')}
          </a>
          <div className={styles.actions}>
            {warning && <HostWarningLink warning={warning} prefix={prefix} />}
            {!compact && (
              <>
                {menus.browse && <BrowseMenu locale={locale} prefix={prefix} variant="dropdown" triggerClassName={`${styles.entry} ${styles.barItem}`} />}
                {menus.bar.length > 0 && (
                  <ul className={styles.bar}>
                    {menus.bar.map((entry) => (
                      <li key={entry.id}>
                        <NavEntryLink entry={entry} unread={unread} referralValue={referralValue} className={entry.id === 'signup' ? styles.signup : styles.barItem} />
                      </li>
                    ))}
                  </ul>
                )}
                {menus.localeSelector && <LocaleSelector locale={locale} uiElement="nav_locale_selector" />}
              </>
            )}
            {menus.profileMenu && (!compact || navState === 'NAV_LOADING') && (
              <ProfileMenu
                profile={navState === 'NAV_LOADING' ? null : profile}
                entries={menus.profileMenu}
                unread={unread}
                referralValue={referralValue}
                onLogout={onLogout}
                loggingOut={loggingOut}
              />
            )}
            {showMenuButton && (
              <button
                type="button"
                className={styles.menuButton}
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                onPointerEnter={wantMenu}
                onFocus={wantMenu}
                onClick={() => {
                  wantMenu();
                  setMenuOpen(true);
                }}
              >
                <MenuIcon />
                <span>{t('menu.open')}</span>
                {typeof unread === 'number' && unread > 0 && <span className={styles.dot} aria-hidden="true" />}
              </button>
            )}
          </div>
        </nav>
        {SlideInMenu && (
          <SlideInMenu
            open={menuOpen && showMenuButton}
            onClose={() => setMenuOpen(false)}
            menus={menus}
            locale={locale}
            prefix={prefix}
            unread={unread}
            referralValue={referralValue}
            onLogout={onLogout}
            loggingOut={loggingOut}
          />
        )}
      </header>
    </>
  );
}
