import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Form,
  Link as RouterLink,
  useActionData,
  useLoaderData,
  useNavigation,
  type MetaFunction,
} from 'react-router';
import type { MixPack } from '@snackshop/commerce-core/contract';
import { useWithStores } from '@snackshop/commerce-hooks';
import { Button, EmptyState, Inline, Price, TextField, VisuallyHidden } from '@snackshop/ui-kit';
import { localeOf } from '../../i18n/format';
import { AccountLayout } from './AccountLayout';
import type { AccountFormResult } from './account.server';
import { accountMeta } from './accountMeta';
import { FormMessage } from '../../forms/FormMessage';
import { editMixHref, mixCartLine } from '../../catalogue/savedMix';
import type { SavedMixesData } from './savedMixes.server';
import * as styles from './myaccount.css';
import type { savedMixesLoader } from './savedMixes.server';

export const savedMixesMeta: MetaFunction = accountMeta('myaccount.mixes.title');

/**
 * `/saved-mixes` (SPEC section 2 "Saved Mixes"): the customer's saved mixes, or "No Saved
 * Mixes yet!". Each can be renamed, deleted and put in the cart as a multipack (plain POST
 * forms, Add to cart handled in the page when scripts run) and edited in the mix builder. A mix with items no longer sold says to click Edit and
 * replace them (SPEC section 8) and cannot go in the cart until then.
 */
export function SavedMixesPage() {
  const page = useLoaderData<typeof savedMixesLoader>();
  const result = useActionData<AccountFormResult>();
  const { t } = useTranslation();
  return (
    <AccountLayout title={t('myaccount.mixes.title')}>
      <FormMessage result={result} />
      {page.mixes.length === 0 ? (
        <EmptyState
          headingElement="h2"
          title={t('mix.savedEmpty')}
          description={t('myaccount.mixes.emptyBody')}
          action={
            <RouterLink to="/varietypack/customize" className={styles.link}>
              {t('vp.buildMix')}
            </RouterLink>
          }
        />
      ) : (
        <ul className={styles.cards} aria-label={t('myaccount.mixes.list')}>
          {page.mixes.map((mix) => (
            <SavedMixCard
              key={mix.mixPackId}
              mix={mix}
              language={page.language}
              result={result?.id === mix.mixPackId ? result : undefined}
            />
          ))}
        </ul>
      )}
      <p>
        <RouterLink to="/varietypack/customize" className={styles.link}>
          {t('myaccount.mixes.create')}
        </RouterLink>
      </p>
    </AccountLayout>
  );
}

function SavedMixCard({
  mix,
  language,
  result,
}: {
  mix: MixPack;
  language: SavedMixesData['language'];
  result: AccountFormResult | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const withStores = useWithStores();
  const [added, setAdded] = useState(false);
  const headingId = `mix-${mix.mixPackId}`;
  const renameFailed = result?.intent === 'rename' && result.status !== 'done';
  const sending = (intent: string) =>
    navigation.state === 'submitting' &&
    navigation.formData?.get('mixPackId') === mix.mixPackId &&
    navigation.formData.get('intent') === intent;
  const canAdd = mix.isFull && !mix.hasUnavailableItems;

  useEffect(() => {
    if (!added) return undefined;
    const timer = setTimeout(() => setAdded(false), 4000);
    return () => clearTimeout(timer);
  }, [added]);

  const addToCart = () =>
    withStores((store) => {
      store.cart.addItem(mixCartLine(mix));
      setAdded(true);
    });

  return (
    <li className={styles.card} data-mix={mix.mixPackId}>
      <h2 className={styles.cardHeading} id={headingId}>
        {mix.name}
      </h2>
      <p className={styles.muted}>
        {t('mix.progress', { count: mix.packCount, size: mix.packSize })} ·{' '}
        <Price cents={mix.packPriceCents} locale={localeOf(language)} />
      </p>
      <ul className={styles.lines} aria-label={t('myaccount.mixes.items', { name: mix.name })}>
        {mix.items.map((item) => (
          <li key={item.productId}>
            {t('mix.inMix', { title: item.title, count: item.quantity })}
            {!item.available && ` (${t('mix.unavailableItem')})`}
          </li>
        ))}
      </ul>
      {mix.hasUnavailableItems && (
        <p className={styles.alert} data-mix-unavailable>
          {t('mix.unavailable')}
        </p>
      )}
      <Inline space="small" alignY="center">
        <RouterLink to={editMixHref(mix.mixPackId)} className={styles.link}>
          {t('myaccount.edit')}
          <VisuallyHidden> {mix.name}</VisuallyHidden>
        </RouterLink>
        <AddMixToCart mix={mix} disabled={!canAdd} onAdd={addToCart} />
        <Form method="post" className={styles.inlineForm}>
          <input type="hidden" name="mixPackId" value={mix.mixPackId} />
          <Button
            type="submit"
            name="intent"
            value="delete"
            variant="ghost"
            tone="critical"
            size="small"
            loading={sending('delete')}
          >
            {t('myaccount.delete')}
            <VisuallyHidden> {mix.name}</VisuallyHidden>
          </Button>
        </Form>
      </Inline>
      <p role="status" className={styles.status}>
        {added ? t('mix.added') : null}
      </p>
      <details open={renameFailed || undefined}>
        <summary className={styles.link}>{t('myaccount.mixes.rename')}</summary>
        <Form method="post" className={styles.form}>
          <input type="hidden" name="mixPackId" value={mix.mixPackId} />
          <input type="hidden" name="intent" value="rename" />
          <TextField
            label={t('myaccount.mixes.name')}
            name="name"
            required
            maxLength={60}
            defaultValue={renameFailed ? (result.values.name ?? mix.name) : mix.name}
            error={renameFailed ? result.errors.name : undefined}
          />
          <Inline space="small" alignY="center">
            <Button type="submit" size="small" loading={sending('rename')}>
              {t('myaccount.mixes.saveName')}
            </Button>
          </Inline>
        </Form>
      </details>
    </li>
  );
}

/**
 * A saved mix's Add to cart: a plain form for a browser without scripts (the action adds it
 * and answers with the cart); with scripts the press calls `onAdd` and the form is not sent.
 */
function AddMixToCart({
  mix,
  disabled,
  onAdd,
}: {
  mix: MixPack;
  disabled: boolean;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <form method="post" className={styles.inlineForm}>
      <input type="hidden" name="mixPackId" value={mix.mixPackId} />
      <Button
        type="submit"
        name="intent"
        value="add-to-cart"
        size="small"
        disabled={disabled}
        onClick={(event) => {
          event.preventDefault();
          onAdd();
        }}
      >
        {t('mix.addToCart')}
        <VisuallyHidden> {mix.name}</VisuallyHidden>
      </Button>
    </form>
  );
}
