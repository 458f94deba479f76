import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { passwordChecklist } from '@snackshop/commerce-core/password-checklist';
import {
  PasswordChecklist,
  type PasswordCriteria,
  type PasswordChecklistProps,
} from './PasswordChecklist';
import { shownArgs } from '../../fixtures/shownArgs';

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

/** Usage guidance shown on the docs page (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: under a new-password field (sign up, reset, change password), ticking
each rule as the shopper types.

## Do and don't

**Do**
- Compute the criteria with \`passwordChecklist\` from \`@snackshop/commerce-core\` so the
  rules match the server's.
- Point the password field's \`aria-describedby\` at the checklist's \`id\`.

**Don't**
- Use it on a sign-in form: it is for choosing a password, not entering one.
- Pass the password itself: the checklist takes booleans only.

## Accessibility

- **Structure**: the rules are a list named by the title; each rule is followed, for screen
  readers only, by ", met" or ", not met" (\`metLabel\`, \`unmetLabel\`), so the state is not told by
  the tick's colour alone.
- **Announcements**: a polite live region says "3 of 5 requirements met" as the count changes,
  rather than every tick.
- **Wiring**: give the password field \`aria-describedby\` the checklist's \`id\`, so the rules are
  read with the field.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Forms/PasswordChecklist',
  component: PasswordChecklist,
  tags: ['stable'],
  args: {
    criteria: none,
    title: 'Your password must contain',
    metLabel: 'met',
    unmetLabel: 'not met',
    summary: (met: number, total: number) => `${met} of ${total} requirements met`,
  },
  parameters: { usage, locales: { es: spanish } },
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

/** The story's own field label, in both languages. */
const passwordLabel = { en: 'Password', es: 'Contraseña' };

function LiveDemo({
  fieldLabel,
  ...props
}: Omit<PasswordChecklistProps, 'criteria'> & { fieldLabel: string }) {
  const [password, setPassword] = useState('');
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: '0.5rem', maxInlineSize: '20rem' }}>
      <label htmlFor={id}>{fieldLabel}</label>
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
  render: ({ criteria: _criteria, ...args }, { globals }) => (
    <LiveDemo {...args} fieldLabel={passwordLabel[globals.locale === 'es' ? 'es' : 'en']} />
  ),
  play: async (context) => {
    const { canvasElement, globals } = context;
    const { summary } = shownArgs(context);
    const fieldLabel = passwordLabel[globals.locale === 'es' ? 'es' : 'en'];
    const canvas = within(canvasElement);
    const met = () =>
      [...canvasElement.querySelectorAll('[data-met="true"]')].map((li) =>
        li.getAttribute('data-criterion'),
      );
    await userEvent.type(canvas.getByLabelText(fieldLabel), 'snack');
    await expect(met()).toEqual(['lowercase']);
    await userEvent.type(canvas.getByLabelText(fieldLabel), 'S1');
    await expect(met()).toEqual(['digit', 'lowercase', 'uppercase']);
    await userEvent.type(canvas.getByLabelText(fieldLabel), '!');
    await expect(met()).toEqual(['length', 'digit', 'lowercase', 'uppercase', 'symbol']);
    await expect(canvas.getByText(summary!(5, 5))).toBeInTheDocument();
  },
};
