import { describe, expect, it } from 'vitest';
import { bundledResources, pageLabels } from './bundled.server';
import { createI18n, i18nFor } from './i18n';

describe('page labels', () => {
  it('sends an English page only the API labels, since English ships with the browser code', () => {
    const labels = pageLabels('en-us', { 'cart.empty': 'Nothing here yet' });
    expect(labels).toEqual({ 'cart.empty': 'Nothing here yet' });
    const t = createI18n('en-us', labels).t;
    expect(t('cart.empty')).toBe('Nothing here yet');
    expect(t('header.signIn')).toBe('Sign in');
  });

  it('leaves out of an English page the API labels its bundle already says, and keys no code reads', () => {
    const api = {
      'cart.empty': 'Your cart is empty',
      'cart.title': 'Your snacks',
      'checkout.billing': 'Billing information',
    };
    const labels = pageLabels('en-us', api);
    expect(labels).toEqual({ 'cart.title': 'Your snacks' });
    expect(pageLabels('en-us', api)).toBe(labels);
    const t = createI18n('en-us', labels).t;
    expect(t('cart.empty')).toBe('Your cart is empty');
    expect(t('cart.title')).toBe('Your snacks');
  });

  it('sends a Spanish page only the API labels its bundle does not say: the browser loads the bundle', () => {
    const api = {
      'cart.empty': 'Aún no hay nada',
      'header.signIn': bundledResources['es-us']['header.signIn'] ?? '',
    };
    const labels = pageLabels('es-us', api);
    expect(labels).toEqual({ 'cart.empty': 'Aún no hay nada' });
    const t = createI18n('es-us', labels).t;
    expect(t('cart.empty')).toBe('Aún no hay nada');
    expect(t('header.signIn')).toBe('Iniciar sesión');
    expect(t('cart.title')).toBe(bundledResources['es-us']['cart.title']);
  });

  it('gives the same labels and i18next again for the same API labels, which are reused', () => {
    const api = { 'cart.empty': 'Aún no hay nada' };
    expect(pageLabels('es-us', api)).toBe(pageLabels('es-us', api));
    expect(pageLabels('es-us', { ...api })).not.toBe(pageLabels('es-us', api));
    const labels = pageLabels('es-us', api);
    expect(i18nFor('es-us', labels)).toBe(i18nFor('es-us', labels));
    expect(i18nFor('en-us', labels)).not.toBe(i18nFor('es-us', labels));
    expect(i18nFor('es-us', labels).t('cart.empty')).toBe('Aún no hay nada');
  });
});
