import { describe, expect, it } from 'vitest';
import { AnswerCache, answerLifetime, answerLifetimes } from './apiAnswers.server';

function cacheAt(maxEntries = 10) {
  const time = { now: 0 };
  return { cache: new AnswerCache(maxEntries, () => time.now), time };
}

const keepAll = () => true;

describe('AnswerCache', () => {
  it('reuses an answer for its lifetime, shared by concurrent callers, then asks again', async () => {
    const { cache, time } = cacheAt();
    let calls = 0;
    const load = async () => ++calls;
    const [first, second] = await Promise.all([
      cache.get('labels en-us', 1000, load, keepAll),
      cache.get('labels en-us', 1000, load, keepAll),
    ]);
    expect([first, second, calls]).toEqual([1, 1, 1]);
    time.now = 999;
    await expect(cache.get('labels en-us', 1000, load, keepAll)).resolves.toBe(1);
    time.now = 1000;
    await expect(cache.get('labels en-us', 1000, load, keepAll)).resolves.toBe(2);
    await expect(cache.get('labels es-us', 1000, load, keepAll)).resolves.toBe(3);
  });

  it('asks for the next answer near the end of a lifetime, and serves the current one meanwhile', async () => {
    const { cache, time } = cacheAt();
    let calls = 0;
    let release = () => {};
    const load = () =>
      new Promise<number>((resolve) => {
        calls += 1;
        const answer = calls;
        if (answer === 1) resolve(answer);
        else release = () => resolve(answer);
      });
    await cache.get('products', 1000, load, keepAll);
    time.now = 700;
    await expect(cache.get('products', 1000, load, keepAll)).resolves.toBe(1);
    expect(calls).toBe(1);
    // The last fifth: the first caller starts the next call, and it and the next are served
    // the current answer while it runs; one call, however many ask.
    time.now = 850;
    await expect(cache.get('products', 1000, load, keepAll)).resolves.toBe(1);
    await expect(cache.get('products', 1000, load, keepAll)).resolves.toBe(1);
    expect(calls).toBe(2);
    release();
    await Promise.resolve();
    // Past the first answer's end, the next is there: nobody waits. It lives from its call.
    time.now = 1001;
    await expect(cache.get('products', 1000, load, keepAll)).resolves.toBe(2);
    time.now = 1851;
    void cache.get('products', 1000, load, keepAll);
    expect(calls).toBe(3);
  });

  it('keeps the current answer to its end when the call ahead fails, then asks as usual', async () => {
    const { cache, time } = cacheAt();
    const answers: (() => Promise<string>)[] = [
      async () => 'first',
      async () => {
        throw new Error('no answer');
      },
      async () => 'third',
    ];
    const load = () => answers.shift()!();
    await cache.get('labels', 1000, load, keepAll);
    time.now = 900;
    await expect(cache.get('labels', 1000, load, keepAll)).resolves.toBe('first');
    await Promise.resolve();
    await expect(cache.get('labels', 1000, load, keepAll)).resolves.toBe('first');
    time.now = 1000;
    await expect(cache.get('labels', 1000, load, keepAll)).resolves.toBe('third');
  });

  it('asks again after an answer it may not keep, and after a failed call', async () => {
    const { cache } = cacheAt();
    const answers = [{ ok: false }, { ok: true }];
    const load = async () => answers.shift();
    const keep = (answer: { ok: boolean } | undefined) => answer?.ok === true;
    await expect(cache.get('product', 1000, load, keep)).resolves.toEqual({ ok: false });
    await expect(cache.get('product', 1000, load, keep)).resolves.toEqual({ ok: true });
    await expect(cache.get('product', 1000, load, keep)).resolves.toEqual({ ok: true });

    let attempts = 0;
    const failing = async () => {
      attempts += 1;
      throw new Error('no answer');
    };
    await expect(cache.get('list', 1000, failing, keepAll)).rejects.toThrow('no answer');
    await expect(cache.get('list', 1000, failing, keepAll)).rejects.toThrow('no answer');
    expect(attempts).toBe(2);
  });

  it('lets the oldest entry go past its size', async () => {
    const { cache } = cacheAt(2);
    let calls = 0;
    const load = async () => ++calls;
    await cache.get('a', 1000, load, keepAll);
    await cache.get('b', 1000, load, keepAll);
    await cache.get('c', 1000, load, keepAll);
    await expect(cache.get('b', 1000, load, keepAll)).resolves.toBe(2);
    await expect(cache.get('a', 1000, load, keepAll)).resolves.toBe(4);
  });
});

describe('answerLifetime', () => {
  it('reuses shell and catalogue reads, never a personal or changing call', () => {
    expect(answerLifetime('labelsList')).toBe(answerLifetimes.shell);
    expect(answerLifetime('filterProducts')).toBe(answerLifetimes.catalogue);
    expect(answerLifetime('getCustomer')).toBeUndefined();
    expect(answerLifetime('checkItemsAvailability')).toBeUndefined();
    expect(answerLifetime('notifyMe')).toBeUndefined();
    expect(answerLifetimes.catalogue).toBeLessThanOrEqual(answerLifetimes.shell);
  });
});
