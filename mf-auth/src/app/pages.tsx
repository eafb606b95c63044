import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Page name (the `page` of a route in this remote's registry entry) → its component, loaded where it is shown. */
export const PAGES: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  signin: lazy(() => import('../features/login/components/signin-page').then((module) => ({ default: module.SigninPage }))),
  'password-reset': lazy(() => import('../features/password-reset/components/password-reset-page').then((module) => ({ default: module.PasswordResetPage }))),
  'updated-terms': lazy(() => import('../features/terms/components/updated-terms-page').then((module) => ({ default: module.UpdatedTermsPage }))),
  referrals: lazy(() => import('../features/referrals/components/referrals-page').then((module) => ({ default: module.ReferralsPage }))),
};
