import { useTranslation } from 'react-i18next';
import type { MetaFunction } from 'react-router';
import { Heading } from '@snackshop/ui-kit';
import type { StorefrontHandle } from '../../site/handle';
import { titleFrom } from '../../seo/meta';

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
