import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { Accordion } from './Accordion';

const items = [
  { id: 'a', title: 'How much is shipping?', content: 'Free from $15.' },
  { id: 'b', title: 'Can you ship to a P.O. Box?', content: 'No.' },
];

describe('Accordion', () => {
  it('opens answers by keyboard inside headings of the chosen level', async () => {
    const screen = await render(<Accordion items={items} headingLevel={2} />);
    await expect
      .element(screen.getByRole('heading', { level: 2, name: 'How much is shipping?' }))
      .toBeVisible();
    const first = screen.getByRole('button', { name: 'How much is shipping?' });
    await expect.element(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText('Free from $15.')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect
      .element(screen.getByRole('button', { name: 'Can you ship to a P.O. Box?' }))
      .toHaveFocus();
    await userEvent.keyboard(' ');
    // Several answers may stay open side by side.
    await expect.element(screen.getByText('No.')).toBeVisible();
    await expect.element(first).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations();
  });

  it('keeps one answer open at a time when asked', async () => {
    const screen = await render(<Accordion items={items} type="single" defaultOpen={['a']} />);
    await screen.getByRole('button', { name: 'Can you ship to a P.O. Box?' }).click();
    await expect
      .element(screen.getByRole('button', { name: 'How much is shipping?' }))
      .toHaveAttribute('aria-expanded', 'false');
  });
});
