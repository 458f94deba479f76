import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toLanguage } from '@snackshop/commerce-core/language';
import { useAutocomplete } from '@snackshop/commerce-hooks';
import { SearchAutocomplete, type SearchSuggestion } from '@snackshop/ui-kit';

/**
 * The header's search: the ui-kit combobox fed by `useAutocomplete` (getautocompleteproducts
 * after a pause in typing). A suggestion opens its product; Enter searches the text. Before
 * scripts run it is a GET form to `/search?q=`.
 */
export function HeaderSearchBox() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const { suggestions, isLoading } = useAutocomplete(query, {
    language: toLanguage(i18n.language),
  });
  const options: SearchSuggestion[] = suggestions.map((suggestion) => ({
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
      onSelect={(suggestion) => void navigate(`/products/${slugs.get(suggestion.id)}`)}
      onSubmit={(text) => void navigate(`/search?${new URLSearchParams({ q: text })}`)}
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
