import { describe, expect, it } from 'vitest';
import { US_SHIPPING_STATES, US_STATES, findUsState } from './us-states';

describe('US_STATES', () => {
  it('lists the 50 states and DC once each, with two-letter codes', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    for (const entry of US_STATES) expect(entry.code).toMatch(/^[A-Z]{2}$/);
  });

  it('finds a state by code or by English or Spanish name', () => {
    expect(findUsState('ca')?.name).toBe('California');
    expect(findUsState('New  York')?.code).toBe('NY');
    expect(findUsState('Carolina del Norte')?.code).toBe('NC');
    expect(findUsState('Atlantis')).toBeUndefined();
  });

  it('leaves Hawaii and Alaska out of the shipping select', () => {
    const codes = US_SHIPPING_STATES.map((s) => s.code);
    expect(codes).not.toContain('HI');
    expect(codes).not.toContain('AK');
    expect(codes).toHaveLength(49);
  });
});
