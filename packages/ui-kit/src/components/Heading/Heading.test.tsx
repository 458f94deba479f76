import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../../test/axe';
import { Heading, headingProps } from './Heading';

describe('Heading', () => {
  it('renders the element of its level, each level larger than the next', async () => {
    const screen = await render(
      <div>
        {headingProps.level.values.map((level) => (
          <Heading key={level} level={level}>{`Level ${level}`}</Heading>
        ))}
      </div>,
    );
    const sizes: number[] = [];
    for (const level of headingProps.level.values) {
      const heading = screen.getByRole('heading', { level: Number(level), name: `Level ${level}` });
      await expect.element(heading).toBeVisible();
      sizes.push(parseFloat(getComputedStyle(heading.element()).fontSize));
    }
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    expect(new Set(sizes).size).toBe(sizes.length);
    await expectNoAxeViolations();
  });

  it('keeps the look of its level under another element of the outline', async () => {
    const screen = await render(
      <div>
        <Heading level="1">Big</Heading>
        <Heading level="1" component="h2">
          Big too
        </Heading>
      </div>,
    );
    const h1 = screen.getByRole('heading', { level: 1 }).element();
    const h2 = screen.getByRole('heading', { level: 2, name: 'Big too' }).element();
    expect(getComputedStyle(h2).fontSize).toBe(getComputedStyle(h1).fontSize);
  });
});
