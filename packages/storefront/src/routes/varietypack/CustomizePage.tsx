import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link as RouterLink,
  useLoaderData,
  useNavigate,
  useSearchParams,
  type MetaFunction,
} from 'react-router';
import type { MultipackItem } from '@snackshop/commerce-core/cart';
import { SIGN_IN_QUERY } from '@snackshop/commerce-core/messages';
import {
  useApiClient,
  useCartStore,
  useConfigStore,
  useMixPackList,
  useNotificationStore,
  useStores,
  useUserStore,
} from '@snackshop/commerce-hooks';
import {
  Breadcrumbs,
  Button,
  EmptyState,
  Heading,
  MixBuilder,
  TextField,
  type MixProduct,
  type MixSelection,
} from '@snackshop/ui-kit';
import * as styles from '../../catalogue/catalogue.css';
import { MULTIPACK_SIZE } from '@snackshop/commerce-core/constants';
import { metaText, pageMeta } from '../meta';
import type { MultipackProduct } from '@snackshop/commerce-core/contract';
import {
  editMixHref,
  mixBodyItems,
  mixItems,
  pendingMixSave,
  type PendingMixSave,
} from '../myaccount/savedMix';
import type { customizeLoader } from './varietypack.server';

export const customizeMeta: MetaFunction = (args) => {
  const { t } = metaText(args);
  return pageMeta(args, {
    title: t('mix.title'),
    description: t('mix.description', { size: MULTIPACK_SIZE }),
    path: '/varietypack/customize',
  });
};

/** The mix's pack artwork, served by the API's media route through the site. */
const packImage = (product: MultipackProduct) => `/images/products/${product.sku}-v1-tile.svg`;

/** The CartStore's mix as MixBuilder's selection. */
function selectionOf(items: readonly MultipackItem[]): MixSelection {
  return Object.fromEntries(items.map((item) => [item.productId, item.quantity]));
}

/**
 * `/varietypack/customize[?mix=<id>]`: MixBuilder over the multipack product list, holding
 * its state in the CartStore's mix (so a half-built mix survives a reload and a sign-in). Add
 * to cart is possible at exactly 30 available packs and puts the mix in the cart as one
 * multipack line. Save mix keeps it in the signed-in customer's account (mixpack create, or
 * update for the saved mix opened with `?mix=`); a visitor is asked to sign in (the login
 * popup) and the save completes when they come back to the same mix. The customer's saved
 * mixes are listed below (getmixpacklist).
 */
export const CustomizePage = observer(function CustomizePage() {
  const { config, products } = useLoaderData<typeof customizeLoader>();
  const store = useStores();
  const cart = useCartStore();
  const user = useUserStore();
  const client = useApiClient();
  const { language } = useConfigStore();
  const notifications = useNotificationStore();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { t } = useTranslation();
  const mixes = useMixPackList();
  const refreshMixes = mixes.refresh;
  /** The saved mix being edited (opened with `?mix=`, or saved from here). */
  const [editing, setEditing] = useState<{ mixPackId: string; name: string } | null>(null);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const opened = useRef<string | null>(null);
  const mixId = searchParams.get('mix');
  const signedIn = user.isAuthenticated && user.email !== null;
  const byId = new Map(products.map((product) => [String(product.productId), product]));
  const mixProducts: MixProduct[] = products.map((product) => ({
    id: String(product.productId),
    title: product.title,
    image: { src: packImage(product), alt: '' },
    available: product.available,
  }));

  const change = (selection: MixSelection) => {
    cart.setMix(
      Object.entries(selection).map(([productId, quantity]) => {
        const product = byId.get(productId);
        return {
          productId,
          quantity,
          title: product?.title ?? productId,
          price: product?.priceCents ?? 0,
          ...(product ? { availableQty: product.availableQty } : {}),
        };
      }),
    );
  };

  const addToCart = () => {
    // A saved mix goes into the cart under its own name, and stays that mix.
    const id = cart.addMixToCart(
      editing ? { title: editing.name, mixPackId: editing.mixPackId } : { title: config.title },
    );
    if (id) notifications.success(t('mix.added'));
  };

  const saveMix = useCallback(
    async (mix: PendingMixSave) => {
      setSaving(true);
      await client.ensureHandshake();
      const body = {
        items: mixBodyItems(mix.items),
        ...(mix.name ? { name: mix.name } : {}),
        lang: language,
      };
      const result = mix.mixPackId
        ? await client.call('mixPackUpdate', { body: { ...body, mixPackId: mix.mixPackId } })
        : await client.call('mixPackCreate', { body });
      setSaving(false);
      // A refusal is shown by the store, as for every failed call.
      if (!result.ok) return;
      setEditing({ mixPackId: result.data.mixPackId, name: result.data.name });
      setName(result.data.name);
      notifications.success(t('mix.savedDone', { name: result.data.name }));
      void refreshMixes();
    },
    [client, language, notifications, refreshMixes, t],
  );

  // A saved mix opened to edit (`?mix=<id>`, from Saved Mixes) goes into the builder once.
  useEffect(() => {
    if (!store.hydrated || !signedIn || !mixId || opened.current === mixId) return;
    opened.current = mixId;
    void (async () => {
      await client.ensureHandshake();
      const result = await client.call('mixPackDetail', {
        query: { mixPackId: mixId, lang: language },
      });
      if (!result.ok) return;
      cart.setMix(mixItems(result.data));
      setEditing({ mixPackId: result.data.mixPackId, name: result.data.name });
      setName(result.data.name);
    })();
  }, [store.hydrated, signedIn, mixId, client, language, cart]);

  // A visitor who pressed Save and signed in comes back here: the save completes, once.
  const waiting = signedIn ? user.savedMultipack : null;
  useEffect(() => {
    if (!store.hydrated || !waiting) return;
    const mix = pendingMixSave(user.savedMultipack);
    user.setSavedMultipack(null);
    if (mix) void saveMix(mix);
  }, [store.hydrated, waiting, user, saveMix]);

  const save = () => {
    const mix: PendingMixSave = {
      items: cart.multipackCartItems.map(({ productId, quantity }) => ({ productId, quantity })),
      name: name.trim(),
      mixPackId: editing?.mixPackId ?? null,
    };
    if (!signedIn) {
      // Saved mixes belong to an account: sign in, come back to this mix, and it is saved.
      user.setSavedMultipack(mix);
      const params = new URLSearchParams(searchParams);
      const [key, value] = SIGN_IN_QUERY.split('=') as [string, string];
      params.set(key, value);
      void navigate(`?${params.toString()}`, { preventScrollReset: true });
      return;
    }
    void saveMix(mix);
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
        <p>{t('mix.needsJavaScript')}</p>
      </noscript>
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
          change(
            Object.fromEntries(
              cart.multipackCartItems
                .filter((item) => byId.get(item.productId)?.available !== false)
                .map((item) => [item.productId, item.quantity]),
            ),
          )
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
