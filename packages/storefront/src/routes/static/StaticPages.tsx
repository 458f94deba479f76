import { useTranslation } from 'react-i18next';
import type { MetaFunction } from 'react-router';
import { Heading, Link } from '@snackshop/ui-kit';
import type { StorefrontHandle } from '../../root/handle';
import { titleFrom } from '../meta';

/** `/maintenance`: no header or footer, the light blue #06B3F2 screen. */
export const maintenanceHandle: StorefrontHandle = { layout: 'maintenance' };
export const maintenanceMeta: MetaFunction = (args) => [
  { title: titleFrom(args, 'maintenance.title') },
];
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <>
      <Heading level="1">{t('maintenance.title')}</Heading>
      <p>{t('maintenance.body')}</p>
    </>
  );
}

/**
 * The bare pages of SPEC section 2 (white, no header or footer). Their flows belong to
 * the accounts work; until then each says plainly that it is not available, and never
 * pretends to sign anyone in.
 */
const BARE_PAGES = {
  callback: { title: 'bare.callback.title', body: 'bare.callback.body' },
  ssocallback: { title: 'bare.ssocallback.title', body: 'bare.ssocallback.body' },
  forgotpassword: { title: 'bare.forgot.title', body: 'bare.forgot.body' },
  resetpassword: { title: 'bare.reset.title', body: 'bare.reset.body' },
} as const;
export type BarePageName = keyof typeof BARE_PAGES;

export const bareHandle: StorefrontHandle = { layout: 'bare', secure: true };

/** The meta and component of one bare page. */
function barePage(name: BarePageName) {
  const texts = BARE_PAGES[name];
  const meta: MetaFunction = (args) => [{ title: titleFrom(args, texts.title) }];
  function BarePage() {
    const { t } = useTranslation();
    return (
      <>
        <Heading level="1">{t(texts.title)}</Heading>
        <p role="status">{t(texts.body)}</p>
        <Link href="/">{t('bare.backHome')}</Link>
      </>
    );
  }
  return { meta, Component: BarePage };
}

export const callbackPage = barePage('callback');
export const ssoCallbackPage = barePage('ssocallback');
export const forgotPasswordPage = barePage('forgotpassword');
export const resetPasswordPage = barePage('resetpassword');

/** The hot-snack themed shop section (dark layout). */
export const hotHandle: StorefrontHandle = { layout: 'hot' };
