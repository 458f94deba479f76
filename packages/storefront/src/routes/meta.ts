import type { MetaArgs } from 'react-router';
import { createI18n } from '../i18n/i18n';
import type { ShellData } from '../root/shellData';

/**
 * A page title in the page's language followed by the site's name: meta functions run
 * outside React, so they translate with the root loader's language and labels.
 */
export function titleFrom(args: MetaArgs, key: string, values?: Record<string, unknown>): string {
  const shell = args.matches.find((match) => match?.id === 'root')?.data as ShellData | undefined;
  const i18n = createI18n(shell?.language ?? 'en-us', shell?.labels);
  const site = shell?.site.name ?? 'Snack Shop';
  return `${i18n.t(key, values)} | ${site}`;
}
