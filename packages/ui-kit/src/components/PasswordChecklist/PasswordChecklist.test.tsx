import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { PasswordChecklist, type PasswordCriteria } from './PasswordChecklist';

const none: PasswordCriteria = {
  length: false,
  digit: false,
  lowercase: false,
  uppercase: false,
  symbol: false,
};

describe('PasswordChecklist', () => {
  it('lists the five criteria in order with their state spoken', async () => {
    const screen = await render(<PasswordChecklist criteria={{ ...none, digit: true }} />);
    const items = screen
      .getByRole('listitem')
      .elements()
      .map((li) => li.textContent);
    expect(items).toEqual([
      'At least 8 characters, not met',
      'One number, met',
      'One lowercase letter, not met',
      'One uppercase letter, not met',
      'One special character, not met',
    ]);
    await expect
      .element(screen.getByRole('list', { name: 'Your password must contain' }))
      .toBeVisible();
    await expectNoAxeViolations();
  });

  it('ticks criteria live and announces the count', async () => {
    const screen = await render(<PasswordChecklist criteria={none} />);
    await expect.element(screen.getByText('0 of 5 requirements met')).toBeInTheDocument();
    await screen.rerender(
      <PasswordChecklist criteria={{ ...none, length: true, uppercase: true, symbol: true }} />,
    );
    await expect.element(screen.getByText('3 of 5 requirements met')).toBeInTheDocument();
    expect(screen.container.querySelectorAll('[data-met="true"] svg')).toHaveLength(3);
    await screen.rerender(
      <PasswordChecklist
        criteria={{ length: true, digit: true, lowercase: true, uppercase: true, symbol: true }}
      />,
    );
    await expect.element(screen.getByText('5 of 5 requirements met')).toBeInTheDocument();
  });

  it('shows translated labels', async () => {
    await render(
      <PasswordChecklist
        criteria={none}
        title="Su contraseña debe contener"
        labels={{ length: 'Al menos 8 caracteres' }}
        unmetLabel="no cumplido"
      />,
    );
    await expect.element(page.getByText('Al menos 8 caracteres')).toBeVisible();
    await expect
      .element(page.getByRole('list', { name: 'Su contraseña debe contener' }))
      .toBeVisible();
  });

  it('looks the same as the approved screenshot', async () => {
    const screen = await render(
      <div style={{ inlineSize: '320px', padding: '8px' }}>
        <PasswordChecklist criteria={{ ...none, length: true, lowercase: true }} />
      </div>,
    );
    await expect.element(screen.getByRole('list').first()).toBeVisible();
    await expect
      .element(page.elementLocator(screen.container.firstElementChild!))
      .toMatchScreenshot('password-checklist');
  });
});
