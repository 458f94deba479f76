import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '@snackshop/commerce-core/api-client';
import type { Language } from '@snackshop/commerce-core/language';
import { Heading } from '@snackshop/ui-kit';
import { formatDate, localeOf } from '../../i18n/format';
import * as styles from './myaccount.css';

type RewardPoints = ResponseOf<'rewardPoints'>;

/**
 * A member's points on the rewards site's profile (decision 0049): the balance, what a free
 * pack costs and how points are earned, and the newest entries of the ledger, each with the
 * order it belongs to. Everything shown is what the API's ledger holds.
 */
export function RewardPointsView({
  points,
  language,
}: {
  points: RewardPoints;
  language: Language;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const number = (value: number) => value.toLocaleString(localeOf(language));
  const signed = (value: number) => (value > 0 ? `+${number(value)}` : `−${number(-value)}`);
  const enough = points.balance >= points.freePackPoints;
  return (
    <div className={styles.section} data-reward-points={points.balance}>
      <dl className={styles.details}>
        <dt>{t('myaccount.rewards.balance')}</dt>
        <dd data-points-balance>
          {t('myaccount.rewards.points', { count: points.balance, points: number(points.balance) })}
        </dd>
      </dl>
      <p className={styles.muted}>
        {t(enough ? 'myaccount.rewards.freePackReady' : 'myaccount.rewards.freePackCost', {
          points: number(points.freePackPoints),
        })}{' '}
        {t('myaccount.rewards.earnRate', { points: number(points.pointsPerDollar) })}
      </p>
      <Heading level="3" id={headingId}>
        {t('myaccount.rewards.history')}
      </Heading>
      {points.entries.length === 0 ? (
        <p className={styles.muted}>{t('myaccount.rewards.noHistory')}</p>
      ) : (
        <ul className={styles.cards} aria-labelledby={headingId}>
          {points.entries.map((entry) => (
            <li key={`${entry.orderNumber}-${entry.kind}`} className={styles.pointsEntry}>
              <span className={styles.pointsAmount}>{signed(entry.points)}</span>
              <span>
                {t(`myaccount.rewards.entry.${entry.kind}`, { order: entry.orderNumber })}
              </span>
              <span className={styles.muted}>{formatDate(entry.createdAt, language)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
