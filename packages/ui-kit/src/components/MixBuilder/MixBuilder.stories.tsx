import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSnacks } from '../../fixtures/snacks';
import { MixBuilder, type MixProduct } from './MixBuilder';

const products: MixProduct[] = sampleSnacks.map(({ id, title, image }) => ({ id, title, image }));
const withGone: MixProduct[] = products.map((p, i) => (i === 2 ? { ...p, available: false } : p));

const spanish = {
  labels: {
    title: 'Arme su mezcla',
    picker: 'Elija sus botanas',
    progress: (count: number, size: number) => `${count} de ${size} paquetes`,
    remaining: (n: number) =>
      n === 1
        ? 'Agregue 1 paquete más para completar su mezcla'
        : `Agregue ${n} paquetes más para completar su mezcla`,
    full: 'Su mezcla está completa',
    add: (title: string) => `Agregar un ${title}`,
    remove: (title: string) => `Quitar un ${title}`,
    inMix: (title: string, n: number) => `${title}: ${n} en su mezcla`,
    unavailableItem: 'Ya no está disponible',
    unavailable:
      'Uno o más de los productos seleccionados ya no están disponibles; haga clic en Editar y reemplácelos',
    edit: 'Editar',
    save: 'Guardar mezcla',
    loading: 'Cargando botanas',
    empty: 'No hay botanas para elegir en este momento',
  },
};

const meta = {
  title: 'Commerce/MixBuilder',
  component: MixBuilder,
  args: { products, onSave: fn(), onEdit: fn(), onSelectionChange: fn() },
  parameters: { locales: { es: spanish } },
} satisfies Meta<typeof MixBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 of 30 packs')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add one Sea Salt Kettle Chips' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add one Sea Salt Kettle Chips' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ 'p-101': 2 });
    await expect(canvas.getByText('2 of 30 packs')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save mix' })).toBeDisabled();
  },
};

export const PartlyFilled: Story = {
  args: { defaultSelection: { 'p-101': 6, 'p-102': 4, 'p-105': 2 } },
};

export const AlmostFull: Story = {
  args: { defaultSelection: { 'p-101': 10, 'p-102': 10, 'p-103': 9 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Add 1 more pack to complete your mix')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add one Honey Wheat Crackers' }));
    await expect(canvas.getByText('30 of 30 packs')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Add one Sea Salt Kettle Chips' }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save mix' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      'p-101': 10,
      'p-102': 10,
      'p-103': 9,
      'p-107': 1,
    });
  },
};

export const Full: Story = {
  args: { defaultSelection: { 'p-101': 10, 'p-102': 10, 'p-103': 10 } },
};

export const Saving: Story = {
  args: { defaultSelection: { 'p-101': 10, 'p-102': 10, 'p-103': 10 }, saving: true },
};

export const UnavailableItems: Story = {
  args: { products: withGone, defaultSelection: { 'p-101': 10, 'p-102': 10, 'p-103': 10 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'One or more selected items are no longer available; click Edit and replace',
    );
    await expect(canvas.getByRole('button', { name: 'Save mix' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = { args: { loading: true } };

export const NoProducts: Story = { args: { products: [] } };

export const LongText: Story = {
  args: {
    products: products.map((p, i) =>
      i === 0
        ? {
            ...p,
            title:
              'Limited Edition Extra Crunchy Kettle-Cooked Sea Salt and Cracked Black Pepper Party Pack',
          }
        : p,
    ),
    defaultSelection: { 'p-101': 3 },
  },
};

export const Spanish: Story = { args: { ...spanish, defaultSelection: { 'p-101': 4 } } };
