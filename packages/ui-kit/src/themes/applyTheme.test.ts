import { describe, expect, it } from 'vitest';
import { applyTheme, type ThemeTarget } from './applyTheme';

/** A class list as the DOM keeps it: `add` refuses a token with whitespace in it. */
function element(...initial: string[]): ThemeTarget & { classes: Set<string> } {
  const classes = new Set(initial);
  const check = (tokens: string[]) => {
    for (const token of tokens) {
      if (/\s/.test(token)) throw new Error(`InvalidCharacterError: "${token}"`);
    }
  };
  return {
    classes,
    classList: {
      add: (...tokens: string[]) => {
        check(tokens);
        tokens.forEach((t) => classes.add(t));
      },
      remove: (...tokens: string[]) => {
        check(tokens);
        tokens.forEach((t) => classes.delete(t));
      },
    },
  };
}

describe('applyTheme', () => {
  it('puts every class of a theme on the element, keeping its own', () => {
    const body = element('page');
    applyTheme(body, 'snacks_a1 snacksBasics_b2');
    expect([...body.classes]).toEqual(['page', 'snacks_a1', 'snacksBasics_b2']);
  });

  it('switching themes leaves only the new theme', () => {
    const body = element('page');
    applyTheme(body, 'snacks_a1 snacksBasics_b2');
    applyTheme(body, 'hot_c3 hotBasics_d4');
    expect([...body.classes].sort()).toEqual(['hotBasics_d4', 'hot_c3', 'page']);
  });

  it('answers a clean-up that takes the theme off', () => {
    const body = element('page');
    const off = applyTheme(body, 'rewards_e5 rewardsBasics_f6');
    off();
    expect([...body.classes]).toEqual(['page']);
  });

  it('refuses an empty theme', () => {
    expect(() => applyTheme(element(), '  ')).toThrow(/no class name/);
  });
});
