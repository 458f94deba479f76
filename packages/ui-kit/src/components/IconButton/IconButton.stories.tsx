import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CrossIcon, FilterIcon, PlusIcon } from '../private/icons';
import { IconButton, iconButtonProps } from './IconButton';
import { shownArgs } from '../../fixtures/shownArgs';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  tags: ['stable'],
  args: { label: 'Close', icon: <CrossIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonProps.variant.values },
    size: { control: 'inline-radio', options: iconButtonProps.size.values },
    icon: { control: false },
  },
  parameters: { locales: { es: { label: 'Cerrar' } } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { label } = shownArgs(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: label }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      {iconButtonProps.variant.values.map((variant) =>
        iconButtonProps.size.values.map((size) => (
          <IconButton
            key={`${variant}-${size}`}
            {...args}
            variant={variant}
            size={size}
            label={`Add (${variant}, ${size})`}
            icon={<PlusIcon />}
          />
        )),
      )}
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true, label: 'Filters', icon: <FilterIcon /> } };

export const Spanish: Story = { args: { label: 'Cerrar' } };
