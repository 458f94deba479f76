import { clsx } from 'clsx';
import { useId, type FormEvent, type ReactNode } from 'react';
import * as fieldStyles from '../private/field.css';
import { interpolate } from '../private/interpolate';
import { SearchIcon } from '../private/icons';
import { useControllableState } from '../private/useControllableState';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './SearchAutocomplete.css';
import type { SearchSuggestion } from './suggestion';
import { SuggestionOption } from './SuggestionOption';
import { useCombobox } from './useCombobox';

/** SearchAutocomplete's texts; the site passes the translated ones. */
export interface SearchAutocompleteLabels {
  /** The field's accessible name (visually hidden unless `showLabel`). */
  label: string;
  placeholder: string;
  /** Shown while suggestions load. */
  loading: string;
  /** Shown when nothing matches; `{query}` is filled in. */
  empty: string;
  /** Announced when suggestions arrive; `{count}` is filled in. */
  results: string;
}

/** English texts, the default. */
export const searchAutocompleteLabels: SearchAutocompleteLabels = {
  label: 'Search snacks',
  placeholder: 'Search snacks, brands, flavors',
  loading: 'Searching…',
  empty: 'No results for “{query}”',
  results: '{count} suggestions. Use the up and down arrows to choose.',
};

export interface SearchAutocompleteProps {
  /** The query (controlled); the site fetches suggestions for it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (query: string) => void;
  /** The suggestions for the current query. */
  suggestions: readonly SearchSuggestion[];
  /** True while suggestions for the current query load. */
  loading?: boolean;
  /** Called when a suggestion is chosen (Enter on it, or a click). */
  onSelect: (suggestion: SearchSuggestion) => void;
  /** Called on Enter with no suggestion active: search for the query as typed. */
  onSubmit?: (query: string) => void;
  /** Fewest characters before the list opens; 2 by default. */
  minLength?: number;
  /** Show the label above the field instead of only to screen readers. */
  showLabel?: boolean;
  labels?: Partial<SearchAutocompleteLabels>;
  /**
   * Where the form sends the query (GET) when scripts have not run, e.g. "/search"; with
   * scripts, `onSubmit` handles it. Needs `name`.
   */
  action?: string;
  /** The query's parameter name in that GET request ("q"). */
  name?: string;
}

/**
 * Search with suggestions, following the WAI-ARIA combobox pattern (list autocomplete):
 * typing opens the list, Down and Up move through it (the field keeps focus;
 * `aria-activedescendant` points at the active option), Enter picks the active suggestion
 * or searches for the text, Escape closes the list and, pressed again, clears the field.
 * Matches of the query are highlighted; loading and no-result states are announced.
 */
export function SearchAutocomplete({
  value,
  defaultValue = '',
  onValueChange,
  suggestions,
  loading = false,
  onSelect,
  onSubmit,
  minLength = 2,
  showLabel = false,
  labels: overrides,
  action,
  name,
}: SearchAutocompleteProps) {
  useStylesheetCheck('SearchAutocomplete', styles.root);
  const labels = { ...searchAutocompleteLabels, ...overrides };
  const [query, setQuery] = useControllableState(value, defaultValue, onValueChange);
  const { inputRef, expanded, showList, activeIndex, setOpen, setActive, choose, onKeyDown } =
    useCombobox({ query, setQuery, suggestions, loading, minLength, onSelect });
  const id = useId();
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    setOpen(false);
    onSubmit?.(query.trim());
  };

  let status: ReactNode = '';
  if (expanded && loading) status = labels.loading;
  else if (expanded && suggestions.length === 0)
    status = interpolate(labels.empty, { query: query.trim() });
  else if (showList) status = interpolate(labels.results, { count: suggestions.length });

  return (
    <form
      role="search"
      className={styles.root}
      onSubmit={submit}
      action={action}
      method={action ? 'get' : undefined}
    >
      <label htmlFor={`${id}-input`} className={showLabel ? fieldStyles.label : undefined}>
        {showLabel ? labels.label : <VisuallyHidden>{labels.label}</VisuallyHidden>}
      </label>
      <div className={styles.inputWrap}>
        <span className={styles.searchIcon}>
          <SearchIcon />
        </span>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          name={name}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={labels.placeholder}
          className={clsx(fieldStyles.control, styles.input)}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
        />
      </div>
      {expanded && (loading || suggestions.length === 0) && (
        <div className={styles.popup}>
          <div className={styles.message}>{status}</div>
        </div>
      )}
      <div className={styles.popup} hidden={!showList}>
        <ul id={listId} role="listbox" aria-label={labels.label} className={styles.listbox}>
          {showList &&
            suggestions.map((suggestion, index) => (
              <SuggestionOption
                key={suggestion.id}
                suggestion={suggestion}
                query={query}
                id={optionId(index)}
                active={index === activeIndex}
                onChoose={() => choose(suggestion)}
                onHover={() => setActive(index)}
              />
            ))}
        </ul>
      </div>
      <div role="status" aria-live="polite">
        <VisuallyHidden>{status}</VisuallyHidden>
      </div>
    </form>
  );
}
