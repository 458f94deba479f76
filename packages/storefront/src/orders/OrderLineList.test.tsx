// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { localeOf } from '../i18n/format';
import { createI18n } from '../i18n/i18n';
import esUs from '../i18n/locales/es-us.json';
import { withStyles } from '../test/withStyles';
import type { PlacedOrderLine } from './OrderLineList';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { OrderLineList } = await withStyles(() => import('./OrderLineList'));

const lines: PlacedOrderLine[] = [
  { title: 'Sea Salt Potato Chips', quantity: 2, lineTotalCents: 398, isFreeSample: false },
  {
    title: 'Sea Salt Potato Chips, Tasting Bag',
    quantity: 1,
    lineTotalCents: 0,
    isFreeSample: true,
  },
];

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function show(language: 'en-us' | 'es-us') {
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  const i18n = createI18n(language, language === 'es-us' ? esUs : {});
  act(() =>
    root!.render(
      <I18nextProvider i18n={i18n}>
        <OrderLineList lines={lines} locale={localeOf(language)} />
      </I18nextProvider>,
    ),
  );
  return [...host.querySelectorAll('li')].map((li) => li.textContent);
}

describe('OrderLineList', () => {
  it('says a free sample is one and free, and prices the paid line', () => {
    expect(show('en-us')).toEqual([
      'Sea Salt Potato Chips · Qty 2$3.98',
      'Sea Salt Potato Chips, Tasting Bag · Qty 1Free sampleFREE',
    ]);
  });

  it('says it in Spanish', () => {
    expect(show('es-us')[1]).toBe(
      'Sea Salt Potato Chips, Tasting Bag · Cant. 1Muestra gratisGRATIS',
    );
  });
});
