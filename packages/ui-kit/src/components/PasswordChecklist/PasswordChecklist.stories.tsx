import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { passwordChecklist } from '@snackshop/commerce-core/password-checklist';
import {
  PasswordChecklist,
  type PasswordCriteria,
  type PasswordChecklistProps,
} from './PasswordChecklist';

const none: PasswordCriteria = {
  length: false,
  digit: false,
  lowercase: false,
  uppercase: false,
  symbol: false,
};

const spanish = {
  title: 'Su contraseña debe contener',
  labels: {
    length: 'Al menos 8 caracteres',
    digit: 'Un número',
    lowercase: 'Una letra minúscula',
    uppercase: 'Una letra mayúscula',
    symbol: 'Un carácter especial',
  },
  metLabel: 'cumplido',
  unmetLabel: 'no cumplido',
  summary: (met: number, total: number) => `${met} de ${total} requisitos cumplidos`,
};

const meta = {
  title: 'Forms/PasswordChecklist',
  component: PasswordChecklist,
  args: { criteria: none },
  parameters: { locales: { es: spanish } },
} satisfies Meta<typeof PasswordChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const PartlyMet: Story = {
  args: { criteria: { ...none, length: true, lowercase: true } },
};

export const AllMet: Story = {
  args: { criteria: { length: true, digit: true, lowercase: true, uppercase: true, symbol: true } },
};

export const Spanish: Story = { args: { ...spanish, criteria: { ...none, digit: true } } };

function LiveDemo(props: Omit<PasswordChecklistProps, 'criteria'>) {
  const [password, setPassword] = useState('');
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: '0.5rem', maxInlineSize: '20rem' }}>
      <label htmlFor={id}>Password</label>
      <input
        id={id}
        type="password"
        value={password}
        aria-describedby={`${id}-checklist`}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordChecklist {...props} id={`${id}-checklist`} criteria={passwordChecklist(password)} />
    </div>
  );
}

export const TicksWhileTyping: Story = {
  render: ({ criteria: _criteria, ...args }) => <LiveDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const met = () =>
      [...canvasElement.querySelectorAll('[data-met="true"]')].map((li) =>
        li.getAttribute('data-criterion'),
      );
    await userEvent.type(canvas.getByLabelText('Password'), 'snack');
    await expect(met()).toEqual(['lowercase']);
    await userEvent.type(canvas.getByLabelText('Password'), 'S1');
    await expect(met()).toEqual(['digit', 'lowercase', 'uppercase']);
    await userEvent.type(canvas.getByLabelText('Password'), '!');
    await expect(met()).toEqual(['length', 'digit', 'lowercase', 'uppercase', 'symbol']);
    await expect(canvas.getByText('5 of 5 requirements met')).toBeInTheDocument();
  },
};
