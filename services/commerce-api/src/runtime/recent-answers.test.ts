import { describe, expect, it } from 'vitest';
import { RecentAnswers } from './recent-answers';

describe('RecentAnswers', () => {
  it('computes an answer once and returns the kept one after', () => {
    const answers = new RecentAnswers<string>(10);
    let computed = 0;
    const compute = () => `answer ${++computed}`;
    expect(answers.get('a', compute)).toBe('answer 1');
    expect(answers.get('a', compute)).toBe('answer 1');
    expect(computed).toBe(1);
    expect(answers.stats()).toEqual({ hits: 1, misses: 1 });
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const answers = new RecentAnswers<string>(2);
    answers.get('a', () => 'A');
    answers.get('b', () => 'B');
    answers.get('a', () => 'A again'); // a is now the most recent
    answers.get('c', () => 'C'); // drops b
    expect(answers.size).toBe(2);
    expect(answers.get('a', () => 'A recomputed')).toBe('A');
    expect(answers.get('b', () => 'B recomputed')).toBe('B recomputed');
  });

  it('computes again an answer it was told to forget, and only that one', () => {
    const answers = new RecentAnswers<string>(5);
    answers.get('a', () => 'A');
    answers.get('b', () => 'B');
    answers.forget('a');
    expect(answers.get('a', () => 'A again')).toBe('A again');
    expect(answers.get('b', () => 'B again')).toBe('B');
  });

  it('computes again after clear', () => {
    const answers = new RecentAnswers<number>(5);
    answers.get('x', () => 1);
    answers.clear();
    expect(answers.get('x', () => 2)).toBe(2);
  });
});
