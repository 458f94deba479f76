import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is named by its label and takes several lines of typed text', async () => {
    const onChange = vi.fn();
    const screen = await render(<TextArea label="Description" onChange={onChange} />);
    await screen.getByText('Description').click();
    await userEvent.keyboard('Hi{Enter}there');
    const box = screen.getByRole('textbox', { name: 'Description' });
    await expect.element(box).toHaveFocus();
    await expect.element(box).toHaveValue('Hi\nthere');
    expect(onChange).toHaveBeenCalledTimes(8);
    await expect.element(box).not.toHaveAttribute('aria-invalid');
    await expect.element(box).toHaveAttribute('rows', '4');
  });

  it('shows the error next to the field and wires it to the text area', async () => {
    const screen = await render(
      <TextArea
        label="Description"
        hint="Tell us what happened"
        error="Description is required."
        required
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Description' });
    await expect.element(screen.getByText('Description is required.')).toBeVisible();
    await expect.element(box).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(box)
      .toHaveAccessibleDescription('Tell us what happened Description is required.');
    await expect.element(box).toBeRequired();
    await expectNoAxeViolations();
  });

  it('counts the characters as they are typed and stops at the limit', async () => {
    const screen = await render(<TextArea label="Gift message" maxLength={40} />);
    const box = screen.getByRole('textbox', { name: 'Gift message' });
    await expect.element(screen.getByText('0 of 40 characters')).toBeVisible();
    await expect.element(box).toHaveAccessibleDescription('0 of 40 characters');
    await box.click();
    await userEvent.keyboard('Happy');
    await expect.element(screen.getByText('5 of 40 characters')).toBeVisible();
    // Nothing is announced while plenty of room is left.
    await expect.element(screen.getByText('characters left')).not.toBeInTheDocument();
    await userEvent.keyboard(' birthday, Sam and Alex! Enjoy the crunch!');
    await expect.element(box).toHaveValue('Happy birthday, Sam and Alex! Enjoy the ');
    await expect.element(screen.getByText('40 of 40 characters')).toBeVisible();
    const left = screen.getByText('0 characters left');
    await expect.element(left).toBeVisible();
    await expect.element(left).toHaveAttribute('aria-live', 'polite');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    await expect.element(screen.getByText('3 characters left')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('counts a controlled value and reads the count after the error', async () => {
    const screen = await render(
      <TextArea
        label="Gift message"
        value="Hello"
        onChange={() => {}}
        maxLength={250}
        announceRemainingAt={10}
        error="Gift message has characters we cannot print."
        labels={{ characterCount: (used, max) => `${used} de ${max} caracteres` }}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Gift message' });
    await expect
      .element(box)
      .toHaveAccessibleDescription(
        'Gift message has characters we cannot print. 5 de 250 caracteres',
      );
  });

  it('cannot be typed into when disabled and is skipped by Tab', async () => {
    const screen = await render(
      <>
        <TextArea label="Note" disabled defaultValue="Leave at the door" />
        <TextArea label="Message" />
      </>,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await expect.element(screen.getByRole('textbox', { name: 'Note' })).toBeDisabled();
  });
});
