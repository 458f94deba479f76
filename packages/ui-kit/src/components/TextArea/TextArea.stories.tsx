import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  TextArea,
  textAreaLabels,
  textAreaProps,
  type TextAreaLabels,
  type TextAreaProps,
} from './TextArea';
import { labelsArgType } from '../../fixtures/labelsArgType';
import { shownArgs } from '../../fixtures/shownArgs';

const spanishLabels: TextAreaLabels = {
  characterCount: (used, max) => `${used} de ${max} caracteres`,
  charactersLeft: (left) => `Quedan ${left} caracteres`,
};

/** The counter's words in the language chosen in the toolbar. */
function shownLabels(context: Parameters<typeof shownArgs<TextAreaProps>>[0]) {
  return { ...textAreaLabels, ...shownArgs(context).labels };
}

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['stable'],
  args: {
    label: 'Gift message (optional)',
    hint: 'We print it on the packing slip.',
    maxLength: 250,
  },
  argTypes: {
    labels: labelsArgType('textAreaLabels', textAreaLabels),
    resize: { control: 'select', options: textAreaProps.resize.values },
  },
  parameters: {
    locales: {
      es: {
        label: 'Mensaje de regalo (opcional)',
        hint: 'Lo imprimimos en el albarán.',
        labels: spanishLabels,
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const { label } = shownArgs(context);
    const box = within(canvasElement).getByRole('textbox', { name: String(label) });
    await userEvent.type(box, 'Happy birthday, Sam!');
    await expect(box).toHaveValue('Happy birthday, Sam!');
    const count = shownLabels(context).characterCount(20, 250);
    await expect(within(canvasElement).getByText(count)).toBeVisible();
  },
};
export const Empty: Story = {
  args: { hint: undefined, maxLength: undefined, placeholder: 'Write a few words' },
};
export const Required: Story = {
  args: { label: 'Description', hint: undefined, maxLength: undefined, required: true, rows: 6 },
};
export const NearTheLimit: Story = {
  args: { defaultValue: 'Enjoy every crunchy bite of these! '.repeat(7).slice(0, 238) },
  play: async (context) => {
    const labels = shownLabels(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(labels.characterCount(238, 250))).toBeVisible();
    await expect(canvas.getByText(labels.charactersLeft(12))).toBeVisible();
  },
};
export const Error: Story = {
  args: { label: 'Description', maxLength: undefined, error: 'Description is required.' },
  parameters: {
    locales: { es: { label: 'Descripción', error: 'La descripción es obligatoria.' } },
  },
  play: async (context) => {
    const { label, hint, error } = shownArgs(context);
    const box = within(context.canvasElement).getByRole('textbox', { name: String(label) });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(`${String(hint)} ${String(error)}`);
  },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Happy birthday, Sam!' },
};
export const NoResize: Story = { args: { resize: 'none', rows: 2 } };
export const LongText: Story = {
  args: {
    label: 'A message for the person who will open this box of snacks on their birthday',
    hint: 'Line breaks are kept. Very long words such as Supercalifragilisticexpialidocious wrap.',
    defaultValue: 'Supercalifragilisticexpialidociously crunchy wishes from all of us!',
    error: 'Only letters, digits, spaces and common punctuation are allowed in this message.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '16rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: {
    label: 'Mensaje de regalo (opcional)',
    hint: 'Lo imprimimos en el albarán.',
    defaultValue: '¡Feliz cumpleaños, Sam!',
    labels: spanishLabels,
  },
};
