import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchSuggestion } from './suggestion';

interface ComboboxOptions {
  query: string;
  setQuery: (query: string) => void;
  suggestions: readonly SearchSuggestion[];
  loading: boolean;
  minLength: number;
  onSelect: (suggestion: SearchSuggestion) => void;
}

/**
 * The search box's combobox state (WAI-ARIA list autocomplete): whether the list is open,
 * the active suggestion, and the keys that move through it, pick one or close the list.
 */
export function useCombobox({
  query,
  setQuery,
  suggestions,
  loading,
  minLength,
  onSelect,
}: ComboboxOptions) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const expanded = open && query.trim().length >= minLength;
  const showList = expanded && !loading && suggestions.length > 0;
  const activeIndex = showList && active < suggestions.length ? active : -1;

  // Rendered on the server, the box is a GET form until its code runs: what was typed into
  // it before it hydrated is taken up, and the list opens when the focus is still there.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === query) return;
    setQuery(input.value);
    if (document.activeElement === input) setOpen(true);
    // Only what the server's HTML held when the box mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = (suggestion: SearchSuggestion) => {
    setOpen(false);
    setActive(-1);
    onSelect(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = showList ? suggestions.length : 0;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((activeIndex + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count) setActive(activeIndex <= 0 ? count - 1 : activeIndex - 1);
        break;
      case 'Enter': {
        const suggestion = activeIndex >= 0 ? suggestions[activeIndex] : undefined;
        if (suggestion) {
          event.preventDefault();
          choose(suggestion);
        }
        // Otherwise the form submits the query as typed.
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          event.preventDefault();
          setQuery('');
        }
        break;
      default:
        break;
    }
  };

  return { inputRef, expanded, showList, activeIndex, setOpen, setActive, choose, onKeyDown };
}
