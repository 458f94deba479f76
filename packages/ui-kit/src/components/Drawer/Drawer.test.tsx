import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { Button } from '../Button/Button';
import { Drawer } from './Drawer';

describe('Drawer', () => {
  it('opens as a named modal dialog, traps focus and returns it on close', async () => {
    const screen = await render(
      <Drawer title="Filters" trigger={<Button>Open filters</Button>}>
        <button type="button">Sea salt</button>
      </Drawer>,
    );
    await screen.getByRole('button', { name: 'Open filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect.element(dialog).toBeVisible();
    await expectNoAxeViolations();
    // Tab cycles within the drawer: close button, content, back to close.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog.element().contains(document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Open filters' }).element(),
    );
  });

  it('closes on Escape', async () => {
    await render(
      <Drawer title="Cart" defaultOpen>
        Items
      </Drawer>,
    );
    await expect.element(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});
