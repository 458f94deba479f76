import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Button, CheckboxField, Heading, Inline } from '@snackshop/ui-kit';
import type { AccountFormResult } from './account.server';
import { formatLoyaltyId } from '../../site/accountFormat';
import { RewardPointsView } from './RewardPointsView';
import { FormMessage } from '../../forms/FormMessage';
import type { ProfileData } from './profile.server';
import * as styles from './myaccount.css';

/** The answer to one of the profile page's forms, only beside the form that was sent. */
function answerTo(intent: string, result: AccountFormResult | undefined) {
  return result?.intent === intent ? result : null;
}

/** Whether the form of `intent` is the one being sent right now. */
function useSending(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

/**
 * The profile's rewards programme section: a member sees their number, on the rewards site
 * their points (`RewardPointsView`), and whether their email is confirmed (with the confirmation link sent again on request); a customer who is
 * not one can join, which gives them a number at once. Plain POST forms, so it works
 * without JavaScript.
 */
export function RewardsSection({
  page,
  result,
}: {
  page: Pick<ProfileData, 'rewards' | 'emailVerified' | 'language'>;
  result: AccountFormResult | undefined;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const joining = useSending('join-rewards');
  const sending = useSending('verify-email');
  const { member, loyaltyId } = page.rewards;
  const answer = answerTo('join-rewards', result) ?? answerTo('verify-email', result);
  return (
    <section id="rewards" aria-labelledby={headingId} className={styles.section}>
      <Heading level="2" id={headingId}>
        {t('myaccount.rewards.title')}
      </Heading>
      <FormMessage result={answer} />
      {member && loyaltyId ? (
        <>
          <p className={styles.muted}>{t('myaccount.rewards.member')}</p>
          <dl className={styles.details}>
            <dt>{t('myaccount.rewards.number')}</dt>
            <dd data-loyalty-number>{formatLoyaltyId(loyaltyId)}</dd>
            <dt>{t('myaccount.rewards.email')}</dt>
            <dd data-email-confirmed={page.emailVerified}>
              {t(
                page.emailVerified
                  ? 'myaccount.rewards.emailConfirmed'
                  : 'myaccount.rewards.emailUnconfirmed',
              )}
            </dd>
          </dl>
          {page.rewards.points && (
            <RewardPointsView points={page.rewards.points} language={page.language} />
          )}
          {!page.emailVerified && (
            <Inline component={Form} method="post" space="small" alignY="center">
              <input type="hidden" name="intent" value="verify-email" />
              <Button type="submit" variant="outline" loading={sending}>
                {t('myaccount.rewards.sendVerification')}
              </Button>
            </Inline>
          )}
        </>
      ) : (
        <>
          <p className={styles.muted}>{t('myaccount.rewards.notMember')}</p>
          <Inline component={Form} method="post" space="small" alignY="center">
            <input type="hidden" name="intent" value="join-rewards" />
            <Button type="submit" loading={joining}>
              {t('myaccount.rewards.join')}
            </Button>
          </Inline>
        </>
      )}
    </section>
  );
}

/** The newsletters the customer receives, ticked as stored; saving sends both choices. */
export function NewslettersForm({
  newsletters,
  result,
}: {
  newsletters: ProfileData['newsletters'];
  result: AccountFormResult | undefined;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const saving = useSending('newsletters');
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Heading level="2" id={headingId}>
        {t('myaccount.newsletters.title')}
      </Heading>
      <FormMessage result={answerTo('newsletters', result)} />
      <Form method="post" className={styles.form}>
        <input type="hidden" name="intent" value="newsletters" />
        <CheckboxField
          name="rewardsNewsletter"
          defaultChecked={newsletters.rewards}
          label={t('account.field.rewardsNewsletter')}
        />
        <CheckboxField
          name="shopNewsletter"
          defaultChecked={newsletters.shop}
          label={t('account.field.shopNewsletter')}
        />
        <Inline space="small" alignY="center">
          <Button type="submit" variant="outline" loading={saving}>
            {t('myaccount.newsletters.save')}
          </Button>
        </Inline>
      </Form>
    </section>
  );
}
