import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { SearchAutocomplete } from './SearchAutocomplete';
import { highlightMatches, type SearchSuggestion } from './suggestion';

const suggestions: SearchSuggestion[] = [
  { id: 'a', label: 'Sea Salt Chips' },
  { id: 'b', label: 'Salt & Vinegar' },
  { id: 'c', label: 'Salted Caramel' },
];

describe('highlightMatches', () => {
  it('finds every match regardless of case and accents', () => {
    expect(highlightMatches('Jalapeño Jalapeño', 'JALAPENO')).toEqual([
      { text: 'Jalapeño', match: true },
      { text: ' ', match: false },
      { text: 'Jalapeño', match: true },
    ]);
    expect(highlightMatches('Sea Salt', 'xyz')).toEqual([{ text: 'Sea Salt', match: false }]);
  });
});

describe('SearchAutocomplete', () => {
  it('opens on typing, moves with the arrows, and picks with Enter', async () => {
    const onSelect = vi.fn();
    const screen = await render(
      <SearchAutocomplete suggestions={suggestions} onSelect={onSelect} />,
    );
    const input = screen.getByRole('combobox', { name: 'Search snacks' });
    await input.click();
    await userEvent.keyboard('s');
    // One character is not enough to open the list.
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('alt');
    await expect.element(input).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('status')).toHaveTextContent('3 suggestions');
    await userEvent.keyboard('{ArrowDown}');
    const first = screen.getByRole('option').nth(0);
    await expect.element(first).toHaveAttribute('aria-selected', 'true');
    await expect.element(input).toHaveAttribute('aria-activedescendant', first.element().id);
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect
      .element(screen.getByRole('option').nth(2))
      .toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(suggestions[2]);
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('highlights the typed text in each suggestion', async () => {
    const screen = await render(
      <SearchAutocomplete suggestions={suggestions} onSelect={() => {}} defaultValue="salt" />,
    );
    await screen.getByRole('combobox').click();
    const marks = [...screen.container.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Salt', 'Salt', 'Salt']);
  });

  it('closes on Escape, clears on a second Escape, and searches the text on Enter', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <SearchAutocomplete suggestions={suggestions} onSelect={() => {}} onSubmit={onSubmit} />,
    );
    const input = screen.getByRole('combobox');
    await input.click();
    await userEvent.keyboard('salt');
    await userEvent.keyboard('{Escape}');
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    await expect.element(input).toHaveValue('salt');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('salt');
    await userEvent.keyboard('{Escape}');
    await expect.element(input).toHaveValue('');
  });

  it('says when it is loading and when nothing matches', async () => {
    const screen = await render(
      <SearchAutocomplete suggestions={[]} loading onSelect={() => {}} defaultValue="chee" />,
    );
    await screen.getByRole('combobox').click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Searching…');
    await screen.rerender(
      <SearchAutocomplete
        suggestions={[]}
        onSelect={() => {}}
        defaultValue="chee"
        labels={{ empty: 'No hay resultados para “{query}”' }}
      />,
    );
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('No hay resultados para “chee”');
    await expectNoAxeViolations();
  });

  it('is a GET form to the given action before scripts take over submitting', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <SearchAutocomplete
        suggestions={[]}
        onSelect={() => {}}
        onSubmit={onSubmit}
        action="/search"
        name="q"
      />,
    );
    const form = screen.getByRole('search').element() as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.method).toBe('get');
    await screen.getByRole('combobox').click();
    await userEvent.keyboard('pretzel');
    expect(new FormData(form).get('q')).toBe('pretzel');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('pretzel');
    expect(window.location.pathname).not.toBe('/search');
  });

  it('takes up what was typed into the server-rendered form before it hydrated', async () => {
    const box = (
      <SearchAutocomplete suggestions={suggestions} onSelect={() => {}} action="/search" name="q" />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(box);
    document.body.append(container);
    const input = container.querySelector('input');
    input?.focus();
    if (input) input.value = 'salt';
    const root = await act(async () => hydrateRoot(container, box));
    try {
      const combobox = page.getByRole('combobox');
      await expect.element(combobox).toHaveValue('salt');
      await expect.element(combobox).toHaveAttribute('aria-expanded', 'true');
      await expect.element(page.getByRole('option')).toHaveLength(3);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
