// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import esUs from '../../i18n/locales/es-us.json';
import { withStyles } from '../../test/withStyles';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { SavedCardChoice } = await withStyles(() => import('./SavedCardChoice'));

const visa = { id: 'c-visa', cardType: 'visa', cardNumberMask: '•••• 4242', expDate: '12/29' };
const amex = { id: 'c-amex', cardType: 'amex', cardNumberMask: '•••• 0005', expDate: '01/30' };

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function show(element: React.ReactNode, language: 'en-us' | 'es-us' = 'en-us') {
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  const i18n = createI18n(language, language === 'es-us' ? esUs : {});
  act(() => root!.render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>));
  return host;
}

/** A radio's accessible name: its label's text, less what is hidden from assistive technology. */
function radioName(radio: Element) {
  const label = document.querySelector(`label[for="${radio.id}"]`)!.cloneNode(true) as Element;
  label.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  label.querySelectorAll('span[id$="-hint"]').forEach((hint) => hint.remove());
  return label.textContent!.replace(/\s+/g, ' ').trim();
}

describe('SavedCardChoice', () => {
  it('names each saved card by brand and last four, with its expiry, and offers a new card', () => {
    const host = show(<SavedCardChoice cards={[visa, amex]} value="c-visa" onChange={() => {}} />);
    const group = host.querySelector('[role="radiogroup"]')!;
    const label = document.getElementById(group.getAttribute('aria-labelledby')!);
    expect(label?.textContent).toBe('Card to pay with');
    const radios = [...host.querySelectorAll('[role="radio"]')];
    expect(radios.map(radioName)).toEqual([
      'Visa ending in 4242',
      'American Express ending in 0005',
      'A new card',
    ]);
    expect(host.textContent).toContain('Visa •••• ');
    const hint = document.getElementById(radios[0]!.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('Expires 12/29');
    expect(radios[0]!.getAttribute('aria-checked')).toBe('true');
    expect(host.textContent).not.toMatch(/\d{5,}/);
  });

  it('tells which card the shopper picks', () => {
    const onChange = vi.fn();
    const host = show(<SavedCardChoice cards={[visa]} value="c-visa" onChange={onChange} />);
    const radios = [...host.querySelectorAll<HTMLButtonElement>('[role="radio"]')];
    act(() => radios[1]!.click());
    expect(onChange).toHaveBeenCalledWith('new');
  });

  it('speaks Spanish', () => {
    const host = show(<SavedCardChoice cards={[visa]} value="new" onChange={() => {}} />, 'es-us');
    const radios = [...host.querySelectorAll('[role="radio"]')];
    expect(radios.map(radioName)).toEqual(['Visa terminada en 4242', 'Una tarjeta nueva']);
    expect(host.textContent).toContain('Vence 12/29');
    expect(host.textContent).toContain('Tarjeta para pagar');
  });
});
