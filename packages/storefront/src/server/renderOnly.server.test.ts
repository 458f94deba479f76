import { describe, expect, it } from 'vitest';
import { renderOnly, renderOnlyData } from './renderOnly.server';

const request = (dest?: string) =>
  new Request('https://snacks.example/', {
    headers: dest ? { 'Sec-Fetch-Dest': dest } : {},
  });

describe('data for the server’s render alone (decision 0055)', () => {
  it('leaves a part’s data out of the route data only when a browser asks for the document', () => {
    const pageLoad = { request: request('document'), context: {} };
    expect(renderOnly(pageLoad, 'home-brands', ['Crunch Harbor'])).toBeUndefined();
    expect([...renderOnlyData(pageLoad.context)]).toEqual([['home-brands', ['Crunch Harbor']]]);

    // A client navigation's data fetch (and a request that says nothing) gets the data.
    for (const dest of ['empty', undefined]) {
      const navigation = { request: request(dest), context: {} };
      expect(renderOnly(navigation, 'home-brands', ['Moonbite'])).toEqual(['Moonbite']);
      expect(renderOnlyData(navigation.context).size).toBe(0);
    }
  });

  it('keeps each request’s data apart', () => {
    const one = { request: request('document'), context: {} };
    const other = { request: request('document'), context: {} };
    renderOnly(one, 'home-hero', 'one');
    renderOnly(other, 'home-hero', 'other');
    expect(renderOnlyData(one.context).get('home-hero')).toBe('one');
    expect(renderOnlyData(other.context).get('home-hero')).toBe('other');
    expect(renderOnlyData(undefined).size).toBe(0);
  });
});
