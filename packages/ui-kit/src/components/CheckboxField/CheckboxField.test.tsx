import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { CheckboxField } from './CheckboxField';

describe('CheckboxField', () => {
  it('is a native checkbox that posts with its form and toggles from label and keyboard', async () => {
    const screen = await render(
      <form aria-label="Sign up">
        <CheckboxField label="Shop newsletter" name="shopNewsletter" />
      </form>,
    );
    const box = screen.getByRole('checkbox', { name: 'Shop newsletter' });
    await screen.getByText('Shop newsletter').click();
    await expect.element(box).toBeChecked();
    const form = box.element().closest('form') as HTMLFormElement;
    expect(new FormData(form).get('shopNewsletter')).toBe('on');
    await userEvent.keyboard(' ');
    await expect.element(box).not.toBeChecked();
    expect(new FormData(form).get('shopNewsletter')).toBeNull();
    await expectNoAxeViolations();
  });

  it('reads its hint and error with the box and marks it invalid', async () => {
    const screen = await render(
      <CheckboxField
        label="I accept the Terms of Use"
        name="terms"
        required
        hint="Read them first."
        error="Please accept the Terms of Use to continue."
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the Terms of Use' });
    await expect.element(box).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(box)
      .toHaveAccessibleDescription('Read them first. Please accept the Terms of Use to continue.');
    await expect.element(box).toBeRequired();
    await expectNoAxeViolations();
  });
});
