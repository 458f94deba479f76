import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { settleAnimations } from '../../../test/animations';
import { expectNoAxeViolations } from '../../../test/axe';
import { Button } from '../Button/Button';
import { Dialog, DialogClose } from './Dialog';

describe('Dialog', () => {
  it('opens from its trigger, traps focus, and returns focus on Escape', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(
      <Dialog
        title="Remove item?"
        description="It leaves your cart."
        trigger={<Button>Remove</Button>}
        onOpenChange={onOpenChange}
        actions={
          <DialogClose asChild>
            <Button>Keep it</Button>
          </DialogClose>
        }
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Remove' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Remove item?' });
    await expect.element(dialog).toHaveAccessibleDescription('It leaves your cart.');
    await settleAnimations();
    await expectNoAxeViolations();
    // Focus cycles between the close button and the action, never leaving the dialog.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog.element().contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes from an action wrapped in DialogClose and from the close button', async () => {
    await render(
      <Dialog
        title="Saved"
        defaultOpen
        closeLabel="Cerrar"
        actions={
          <DialogClose asChild>
            <Button>OK</Button>
          </DialogClose>
        }
      />,
    );
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on Escape when it must not be dismissed', async () => {
    await render(
      <Dialog title="Choose" defaultOpen dismissible={false} actions={<Button>Accept</Button>} />,
    );
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog', { name: 'Choose' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
