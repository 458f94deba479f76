import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '@snackshop/ui-kit';
import * as styles from './account.css';

/** The hidden field that names the provider's sign-in in every form of the page. */
export const InteractionField = ({ uid }: { uid: string }) => (
  <input type="hidden" name="interaction" value={uid} />
);

/** Continue with Google, when the API offers it, under an "or". */
export function GoogleSignInLink({ href }: { href: string | null | undefined }) {
  const { t } = useTranslation();
  if (!href) return null;
  return (
    <>
      <p className={styles.divider}>{t('account.or')}</p>
      <a href={href} className={styles.outlineLink}>
        {t('account.google')}
      </a>
    </>
  );
}

/** Leaves the provider's sign-in without signing in. */
export function CancelSignInForm({ uid }: { uid: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post">
      <InteractionField uid={uid} />
      <Button type="submit" name="intent" value="cancel" variant="ghost" tone="neutral">
        {t('account.cancel')}
      </Button>
    </Form>
  );
}
