import type { MetaFunction } from 'react-router';
import { titleFrom } from '../../seo/meta';

/** An account page's meta: its title in the page's language, and never indexed. */
export function accountMeta(titleKey: string): MetaFunction {
  return (args) => [{ title: titleFrom(args, titleKey) }, { name: 'robots', content: 'noindex' }];
}
