import { describe, expect, it } from 'vitest';
import { KeptReadings } from './kept-readings';

describe('KeptReadings', () => {
  const sized = () => new KeptReadings<number[]>(10, (value) => value.length);

  it('computes an answer once and keeps it', () => {
    const kept = sized();
    let computed = 0;
    const compute = () => {
      computed += 1;
      return [1, 2, 3];
    };
    expect(kept.get('a', compute)).toEqual([1, 2, 3]);
    expect(kept.get('a', compute)).toBe(kept.get('a', compute));
    expect(computed).toBe(1);
  });

  it('drops the least recently used answers once they hold more than the bound', () => {
    const kept = sized();
    kept.get('a', () => [1, 2, 3, 4]);
    kept.get('b', () => [1, 2, 3, 4]);
    kept.get('a', () => []); // used again: now b is the least recent
    kept.get('c', () => [1, 2, 3, 4]);
    expect(kept.size).toBe(2);
    expect(kept.get('a', () => [0])).toEqual([1, 2, 3, 4]);
    expect(kept.get('b', () => [0])).toEqual([0]);
  });

  it('keeps no answer larger than the bound, and counts an empty one', () => {
    const kept = sized();
    kept.get('big', () => Array.from({ length: 11 }, (_, at) => at));
    expect(kept.size).toBe(0);
    for (let at = 0; at < 12; at += 1) kept.get(`empty ${at}`, () => []);
    expect(kept.size).toBe(10);
  });
});
