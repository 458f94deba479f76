import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate } from 'react-router';
import { useApiClient, useConfigStore, useDebouncedValue } from '@snackshop/commerce-hooks';
import { Button, VisuallyHidden } from '@snackshop/ui-kit';
import * as styles from './shell.css';

/** A suggestion of getautocompleteproducts. */
interface Suggestion {
  productId: number;
  slug: string;
  title: string;
  brand: string;
}

const MIN_LENGTH = 2;
const DEBOUNCE_MS = 250;

/**
 * The header's search: a GET form to `/search?q=` that works before JavaScript loads, and
 * once it runs, an ARIA combobox listing suggestions as the shopper types (arrow keys move,
 * Enter opens the product, Escape closes the list).
 */
export function SearchBox({ initialQuery = '' }: { initialQuery?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApiClient();
  const { language } = useConfigStore();
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const settled = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const listId = useId();
  const inputId = useId();

  useEffect(() => {
    if (settled.length < MIN_LENGTH) {
      setSuggestions([]);
      return undefined;
    }
    const controller = new AbortController();
    void client
      .call<{ suggestions: Suggestion[] }>('autocompleteProducts', {
        query: { q: settled, lang: language },
        signal: controller.signal,
      })
      .then((result) => {
        if (controller.signal.aborted) return;
        setSuggestions(result.ok ? result.data.suggestions : []);
        setActive(-1);
      });
    return () => controller.abort();
  }, [client, settled, language]);

  const expanded = open && suggestions.length > 0 && query.trim().length >= MIN_LENGTH;
  const choose = (suggestion: Suggestion) => {
    setOpen(false);
    void navigate(`/products/${suggestion.slug}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const picked = suggestions[active];
      if (picked) choose(picked);
    }
  };

  return (
    <Form method="get" action="/search" role="search" className={styles.search}>
      <label htmlFor={inputId}>
        <VisuallyHidden>{t('header.search.label')}</VisuallyHidden>
      </label>
      <input
        id={inputId}
        className={styles.searchInput}
        type="search"
        name="q"
        value={query}
        placeholder={t('header.search.placeholder')}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        maxLength={100}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('header.search.suggestions')}
        className={styles.suggestions}
        hidden={!expanded}
      >
        {expanded &&
          suggestions.map((suggestion, index) => (
            <li
              key={suggestion.productId}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.suggestion}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(suggestion);
              }}
            >
              {suggestion.title} <span className={styles.muted}>· {suggestion.brand}</span>
            </li>
          ))}
      </ul>
      <Button type="submit" variant="outline" tone="neutral">
        {t('header.search.submit')}
      </Button>
    </Form>
  );
}
