import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { settleAnimations } from '../../../test/animations';
import { Button } from '../Button/Button';
import { Popover } from './Popover';

describe('Popover', () => {
  it('opens from the keyboard, names itself, and closes on Escape back to its button', async () => {
    const screen = await render(
      <Popover label="Size guide" trigger={<Button>Sizes</Button>} closeLabel="Close">
        Family size is 9.5 oz.
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Sizes' });
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const popover = page.getByRole('dialog', { name: 'Size guide' });
    await expect.element(popover).toHaveTextContent('Family size is 9.5 oz.');
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    await settleAnimations();
    await expectNoAxeViolations();
    await userEvent.keyboard('{Escape}');
    await expect.element(popover).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('closes from its close button and from a click outside', async () => {
    await render(
      <div>
        <button type="button">Elsewhere</button>
        <Popover label="Info" trigger={<Button>Info</Button>} closeLabel="Close" defaultOpen>
          Details
        </Popover>
      </div>,
    );
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Info' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Info' })).toBeVisible();
    await page.getByRole('button', { name: 'Elsewhere' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});
