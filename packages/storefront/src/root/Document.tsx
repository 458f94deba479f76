import { clsx } from 'clsx';
import { use, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { DEFAULT_LANGUAGE } from '@snackshop/commerce-core/language';
import { bundleOf, loadBundle, type Labels } from '../i18n/bundles';
import { i18nFor } from '../i18n/i18n';
import { localeOf } from '../i18n/format';
import * as styles from './document.css';
import { HideScriptedOnly } from '../shell/ScriptedOnly';
import { pageHandle } from '../site/handle';
import type { ShellData } from '../site/shellData';
import { themeClasses } from './themes';

/**
 * The HTML document of every page (the root route's `Layout`): `<html lang>` in the
 * page's language, the site's theme class on `<body>` (the hot theme in the hot-snack
 * shop section), the page layout's background and texts for i18next (the language's bundle
 * under the root loader's labels). The policy names its
 * inline scripts by hash (entry.server), so nothing here carries a nonce.
 * It also wraps the error screen, so it must cope without the root loader's data.
 */
export function Document({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData<ShellData>('root');
  const { layout } = pageHandle(useMatches());
  const language = shell?.language ?? DEFAULT_LANGUAGE;
  const labels = shell?.labels;
  // The language's texts: loaded before the page hydrates (hydrateDocument); a navigation to
  // another language waits for them, showing the page before until they are here.
  if (!bundleOf(language)) use(loadBundle(language) as Promise<Labels>);
  const i18n = useMemo(() => i18nFor(language, labels), [language, labels]);
  const theme = layout === 'hot' ? 'hot' : (shell?.site.theme ?? 'snacks');
  return (
    <html lang={localeOf(language)} data-site={shell?.site.id}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <link rel="icon" href="data:," />
        <Links />
      </head>
      <body
        className={clsx(
          themeClasses[theme],
          styles.body,
          layout === 'bare' && styles.bare,
          layout === 'maintenance' && styles.maintenance,
          layout === 'hot' && styles.hot,
        )}
        data-layout={layout}
        data-theme={theme}
      >
        <HideScriptedOnly />
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
