import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { useCheckoutStore, useConfigStore, useRewardPoints } from '@snackshop/commerce-hooks';
import { CheckboxField } from '@snackshop/ui-kit';
import { localeOf } from '../../i18n/format';
import type { ShellData } from '../../site/shellData';
import * as styles from './checkout.css';

/**
 * The rewards site's free pack on the payment step (decision 0049): a signed-in member with
 * enough points may take the cart's lowest-priced snack free. Ticking it prices the order
 * again on the server (validateOrder with `redeemReward`); the points are spent only when the
 * order is placed. Shown on the rewards site only, to a member who has the points.
 */
export const FreePackChoice = observer(function FreePackChoice() {
  const shell = useRouteLoaderData<ShellData>('root');
  const onRewardsSite = shell?.site.id === 'rewards' && Boolean(shell.shopper?.loyaltyId);
  const points = useRewardPoints(onRewardsSite);
  const checkout = useCheckoutStore();
  const { language } = useConfigStore();
  const { t } = useTranslation();
  const enough = points !== null && points.member && points.balance >= points.freePackPoints;
  const chosen = checkout.redeemReward;

  // Points spent elsewhere since the box was ticked: the order goes without the pack.
  useEffect(() => {
    if (points && !enough && chosen) checkout.setRedeemReward(false);
  }, [points, enough, chosen, checkout]);

  if (!points || !enough) return null;
  const number = (value: number) => value.toLocaleString(localeOf(language));
  return (
    <div className={styles.freePack} data-free-pack>
      <CheckboxField
        name="redeemReward"
        checked={chosen}
        onChange={(event) => checkout.setRedeemReward(event.currentTarget.checked)}
        label={t('checkout.freePack.label', { points: number(points.freePackPoints) })}
        hint={t('checkout.freePack.hint', { balance: number(points.balance) })}
      />
    </div>
  );
});
