import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useActionData, useLoaderData, type MetaFunction } from 'react-router';
import { useCartStore, useMixPackList, useNotificationStore } from '@snackshop/commerce-hooks';
import {
  Breadcrumbs,
  Button,
  EmptyState,
  Heading,
  MixBuilder,
  TextField,
  type MixSelection,
} from '@snackshop/ui-kit';
import * as styles from '../../catalogue/catalogue.css';
import { MULTIPACK_SIZE } from '@snackshop/commerce-core/constants';
import { metaText, pageMeta } from '../../seo/meta';
import { editMixHref } from '../../catalogue/savedMix';
import { ScriptedOnly } from '../../shell/ScriptedOnly';
import type { MixFormAnswer } from './customize.action.server';
import { availableSelection, mixItemsOf, mixProductsOf, selectionOf } from './mixSelection';
import { useMixEditing } from './useMixEditing';
import { ServerMixForm } from './ServerMixForm';
import type { customizeLoader } from './varietypack.server';

export const customizeMeta: MetaFunction = (args) => {
  const { t } = metaText(args);
  return pageMeta(args, {
    title: t('mix.title'),
    description: t('mix.description', { size: MULTIPACK_SIZE }),
    path: '/varietypack/customize',
  });
};

/**
 * `/varietypack/customize[?mix=<id>]`: MixBuilder over the multipack product list, holding
 * its state in the CartStore's mix (so a half-built mix survives a reload and a sign-in). Add
 * to cart is possible at exactly 30 available packs and puts the mix in the cart as one
 * multipack line. Save mix keeps it in the signed-in customer's account (mixpack create, or
 * update for the saved mix opened with `?mix=`); a visitor is asked to sign in (the login
 * popup) and the save completes when they come back to the same mix. The customer's saved
 * mixes are listed below (getmixpacklist). Without scripts the builder is a form of a number
 * of packs per flavour (`ServerMixForm`) that the page's action checks and puts in the cart.
 */
export const CustomizePage = observer(function CustomizePage() {
  const { config, products } = useLoaderData<typeof customizeLoader>();
  const answer = useActionData<MixFormAnswer>();
  const cart = useCartStore();
  const notifications = useNotificationStore();
  const { t } = useTranslation();
  const mixes = useMixPackList();
  const { signedIn, editing, name, setName, saving, save } = useMixEditing(mixes.refresh);
  const byId = new Map(products.map((product) => [String(product.productId), product]));
  const mixProducts = mixProductsOf(products);

  const change = (selection: MixSelection) => cart.setMix(mixItemsOf(selection, byId));

  const addToCart = () => {
    // A saved mix goes into the cart under its own name, and stays that mix.
    const id = cart.addMixToCart(
      editing ? { title: editing.name, mixPackId: editing.mixPackId } : { title: config.title },
    );
    if (id) notifications.success(t('mix.added'));
  };

  return (
    <div className={styles.section}>
      <Breadcrumbs
        label={t('pdp.breadcrumb')}
        items={[
          { label: t('site.home'), href: '/' },
          { label: t('vp.title'), href: '/varietypack' },
          { label: t('mix.title') },
        ]}
      />
      <Heading level="1">{config.title}</Heading>
      <p>{config.description}</p>
      <ul>
        {config.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <noscript>
        <ServerMixForm products={products} packSize={config.packSize} answer={answer} />
      </noscript>
      <ScriptedOnly>
        {editing && (
          <p role="status" data-editing-mix>
            {t('mix.editing', { name: editing.name })}
          </p>
        )}
        <TextField
          label={t('myaccount.mixes.name')}
          hint={t('mix.nameHint')}
          name="mixName"
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <MixBuilder
          products={mixProducts}
          selection={selectionOf(cart.multipackCartItems)}
          onSelectionChange={change}
          onSave={save}
          saving={saving}
          onEdit={() =>
            // Edit takes out what can no longer be supplied so the shopper can pick replacements.
            change(availableSelection(cart.multipackCartItems, byId))
          }
          size={config.packSize}
          labels={{
            title: t('mix.builder'),
            picker: t('mix.picker'),
            progress: (count, size) => t('mix.progress', { count, size }),
            remaining: (n) => t(n === 1 ? 'mix.remainingOne' : 'mix.remaining', { count: n }),
            full: t('mix.full'),
            add: (title) => t('mix.add', { title }),
            remove: (title) => t('mix.remove', { title }),
            inMix: (title, n) => t('mix.inMix', { title, count: n }),
            unavailableItem: t('mix.unavailableItem'),
            unavailable: t('mix.unavailable'),
            edit: t('cart.edit'),
            save: t('mix.save'),
            loading: t('mix.loading'),
            empty: t('mix.empty'),
          }}
        />
        <div className={styles.inlineForm}>
          <Button onClick={addToCart} disabled={!cart.multipackCountFull} data-add-mix>
            {t('mix.addToCart')}
          </Button>
          <RouterLink to="/cart" className={styles.chipLink}>
            {t('minicart.review')}
          </RouterLink>
        </div>
      </ScriptedOnly>
      <SavedMixes signedIn={signedIn} mixes={mixes.mixes} loading={signedIn && mixes.isLoading} />
    </div>
  );
});

/**
 * The customer's saved mixes (multipack/getmixpacklist), each to open in the builder, or
 * "No Saved Mixes yet!" (for a visitor too: saved mixes come with an account).
 */
function SavedMixes({
  signedIn,
  mixes,
  loading,
}: {
  signedIn: boolean;
  mixes: ReturnType<typeof useMixPackList>['mixes'];
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="saved-mixes">
      <Heading level="2" id="saved-mixes">
        {t('mix.saved')}
      </Heading>
      {loading ? (
        <p role="status">{t('mix.savedLoading')}</p>
      ) : mixes.length === 0 ? (
        <EmptyState
          headingElement="h3"
          title={t('mix.savedEmpty')}
          description={t(signedIn ? 'myaccount.mixes.emptyBody' : 'mix.savedEmptyBody')}
        />
      ) : (
        <>
          <ul>
            {mixes.map((mix) => (
              <li key={mix.mixPackId}>
                <RouterLink to={editMixHref(mix.mixPackId)} className={styles.chipLink}>
                  {t('mix.savedItem', { name: mix.name, count: mix.packCount })}
                </RouterLink>
              </li>
            ))}
          </ul>
          <RouterLink to="/saved-mixes" className={styles.chipLink}>
            {t('mix.seeAll')}
          </RouterLink>
        </>
      )}
    </section>
  );
}
