import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Language } from '@snackshop/commerce-core/language';
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
  mixBodyItems,
  mixItems,
  pendingMixSave,
  type PendingMixSave,
} from '../../catalogue/savedMix';

/** Saves `mix` in the customer's account: mixPackUpdate for a saved mix, else mixPackCreate. */
async function saveMixPack(
  client: ReturnType<typeof useApiClient>,
  mix: PendingMixSave,
  language: Language,
) {
  await client.ensureHandshake();
  const body = {
    items: mixBodyItems(mix.items),
    ...(mix.name ? { name: mix.name } : {}),
    lang: language,
  };
  return mix.mixPackId
    ? await client.call('mixPackUpdate', { body: { ...body, mixPackId: mix.mixPackId } })
    : await client.call('mixPackCreate', { body });
}

/**
 * The saved mix the builder edits and its name: the one opened with `?mix=<id>` (put in the
 * builder once), or the one `save` created or updated. A visitor's save asks them to sign in
 * (the login popup) and completes when they come back to the same mix. `refreshMixes` runs
 * after each save.
 */
export function useMixEditing(refreshMixes: () => Promise<unknown>) {
  const store = useStores();
  const cart = useCartStore();
  const user = useUserStore();
  const client = useApiClient();
  const { language } = useConfigStore();
  const notifications = useNotificationStore();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { t } = useTranslation();
  /** The saved mix being edited (opened with `?mix=`, or saved from here). */
  const [editing, setEditing] = useState<{ mixPackId: string; name: string } | null>(null);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const opened = useRef<string | null>(null);
  const mixId = searchParams.get('mix');
  const signedIn = user.isAuthenticated && user.email !== null;

  const saveMix = useCallback(
    async (mix: PendingMixSave) => {
      setSaving(true);
      const result = await saveMixPack(client, mix, language);
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

  return { signedIn, editing, name, setName, saving, save };
}
