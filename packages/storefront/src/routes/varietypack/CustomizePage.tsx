import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLoaderData, useNavigate, type MetaFunction } from 'react-router';
import type { MultipackItem } from '@snackshop/commerce-core/cart';
import { SIGN_IN_QUERY } from '@snackshop/commerce-core/messages';
import {
  useApiClient,
  useCartStore,
  useConfigStore,
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
  type MixProduct,
  type MixSelection,
} from '@snackshop/ui-kit';
import * as styles from '../../catalogue/catalogue.css';
import { MULTIPACK_SIZE } from '@snackshop/commerce-core/constants';
import { metaText, pageMeta } from '../meta';
import type { MixPack, MultipackProduct } from '@snackshop/commerce-core/contract';
import type { CustomizeData } from './types';

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
 * `/varietypack/customize`: MixBuilder over the multipack product list, holding its
 * state in the CartStore's mix (so a half-built mix survives a reload). Add to cart is
 * possible at exactly 30 available packs and puts the mix in the cart as one multipack
 * line; Save mix asks a visitor to sign in (the login popup, `?signin=true`). Saved mixes
 * of this session come from multipack/getmixpacklist.
 */
export const CustomizePage = observer(function CustomizePage() {
  const { config, products } = useLoaderData<CustomizeData>();
  const cart = useCartStore();
  const user = useUserStore();
  const notifications = useNotificationStore();
  const navigate = useNavigate();
  const { t } = useTranslation();
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
    const id = cart.addMixToCart({ title: config.title });
    if (id) notifications.success(t('mix.added'));
  };

  const save = () => {
    if (!user.isAuthenticated) {
      void navigate(`?${SIGN_IN_QUERY}`, { preventScrollReset: true });
      return;
    }
    notifications.success(t('mix.saveLater'));
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
      <MixBuilder
        products={mixProducts}
        selection={selectionOf(cart.multipackCartItems)}
        onSelectionChange={change}
        onSave={save}
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
      <SavedMixes />
    </div>
  );
});

/** Saved mixes of this session (multipack/getmixpacklist), or "No Saved Mixes yet!". */
const SavedMixes = observer(function SavedMixes() {
  const store = useStores();
  const client = useApiClient();
  const { language } = useConfigStore();
  const { t } = useTranslation();
  const [mixes, setMixes] = useState<MixPack[] | null>(null);
  useEffect(() => {
    if (!store.hydrated) return;
    let cancelled = false;
    void client.call('mixPackList', { query: { lang: language } }).then((result) => {
      if (!cancelled) setMixes(result.ok ? result.data.mixPacks : []);
    });
    return () => {
      cancelled = true;
    };
  }, [client, language, store.hydrated]);
  return (
    <section className={styles.section} aria-labelledby="saved-mixes">
      <Heading level="2" id="saved-mixes">
        {t('mix.saved')}
      </Heading>
      {mixes === null ? (
        <p role="status">{t('mix.savedLoading')}</p>
      ) : mixes.length === 0 ? (
        <EmptyState
          headingElement="h3"
          title={t('mix.savedEmpty')}
          description={t('mix.savedEmptyBody')}
        />
      ) : (
        <ul>
          {mixes.map((mix) => (
            <li key={mix.mixPackId}>
              {t('mix.savedItem', { name: mix.name, count: mix.packCount })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
