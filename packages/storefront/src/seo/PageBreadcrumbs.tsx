import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Language } from '@snackshop/commerce-core/language';
import { Breadcrumbs } from '@snackshop/ui-kit';
import { JsonLd } from './JsonLd';
import { breadcrumbJsonLd, type Crumb } from './jsonLd';

/**
 * A page's breadcrumb trail, shown and described once: the visible trail (router links) and
 * the same steps as a BreadcrumbList for search engines.
 */
export function PageBreadcrumbs({
  crumbs,
  siteUrl,
  language,
}: {
  crumbs: readonly Crumb[];
  siteUrl: string;
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Breadcrumbs
        label={t('pdp.breadcrumb')}
        items={crumbs.map((crumb) => ({ label: crumb.name, href: crumb.path }))}
        renderLink={({ href, children }) => (
          <RouterLink to={href} discover="none">
            {children}
          </RouterLink>
        )}
      />
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs, language)} />
    </>
  );
}
