import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toLanguage } from '@snackshop/commerce-core/language';
import { useAutocomplete } from '@snackshop/commerce-hooks';
import { SearchAutocomplete, type SearchSuggestion } from '@snackshop/ui-kit';

/**
 * The header's search: the ui-kit combobox fed by `useAutocomplete` (getautocompleteproducts
 * after a pause in typing). A suggestion opens its product; Enter searches the text. When
 * nothing is suggested, the API's nearest query that has suggestions is the one option, and
 * choosing it searches for it. Before scripts run it is a GET form to `/search?q=`.
 */
export function HeaderSearchBox() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const {
    suggestions,
    didYouMean,
    isLoading,
    query: asked,
  } = useAutocomplete(query, {
    language: toLanguage(i18n.language),
  });
  const search = (text: string) => void navigate(`/search?${new URLSearchParams({ q: text })}`);
  const options: SearchSuggestion[] = didYouMean
    ? [
        {
          id: DID_YOU_MEAN,
          label: didYouMean,
          meta: t('header.search.didYouMean', { query: asked }),
        },
      ]
    : suggestions.map((suggestion) => ({
        id: suggestion.productId,
        label: suggestion.title,
        meta: suggestion.brand,
      }));
  // Product pages live at their slug; the API sends one with every suggestion.
  const slugs = new Map(suggestions.map((s) => [s.productId, s.slug ?? s.productId]));
  return (
    <SearchAutocomplete
      value={query}
      onValueChange={setQuery}
      suggestions={options}
      loading={isLoading}
      onSelect={(suggestion) => {
        if (suggestion.id !== DID_YOU_MEAN) {
          void navigate(`/products/${slugs.get(suggestion.id)}`);
          return;
        }
        setQuery(suggestion.label);
        search(suggestion.label);
      }}
      onSubmit={search}
      action="/search"
      name="q"
      labels={{
        label: t('header.search.label'),
        placeholder: t('header.searchHint'),
        loading: t('header.search.loading'),
        empty: t('header.search.empty'),
        results: t('header.search.results'),
      }}
    />
  );
}

/** The option id of "did you mean" (product ids are digits). */
const DID_YOU_MEAN = 'did-you-mean';
