import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from its label and from the keyboard', async () => {
    const onCheckedChange = vi.fn();
    const screen = await render(
      <Checkbox label="Sea salt" count={12} onCheckedChange={onCheckedChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Sea salt (12)' });
    await screen.getByText('Sea salt').click();
    await expect.element(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect.element(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
    await expectNoAxeViolations();
  });

  it('sends its value with its form when named, from the first render', async () => {
    const screen = await render(
      <form data-testid="form">
        <Checkbox label="Save this address" name="saveAddress" value="yes" defaultChecked />
      </form>,
    );
    const form = screen.getByTestId('form').element() as HTMLFormElement;
    expect([...new FormData(form)]).toEqual([['saveAddress', 'yes']]);
    await screen.getByText('Save this address').click();
    await expect.element(screen.getByRole('checkbox')).not.toBeChecked();
    expect([...new FormData(form)]).toEqual([]);
  });

  it('cannot be changed when disabled', async () => {
    const onCheckedChange = vi.fn();
    const screen = await render(
      <Checkbox label="Gone" disabled onCheckedChange={onCheckedChange} />,
    );
    await expect.element(screen.getByRole('checkbox', { name: 'Gone' })).toBeDisabled();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
