import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSnacks } from '../../fixtures/snacks';
import { mixBuilderLabels, type MixProduct } from './mix';
import { MixBuilder, type MixBuilderProps } from './MixBuilder';
import { labelsArgType } from '../../fixtures/labelsArgType';
import { shownArgs } from '../../fixtures/shownArgs';

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

/** The labels and product titles on screen in the language chosen in the toolbar. */
function shown(context: Parameters<typeof shownArgs<MixBuilderProps>>[0]) {
  const args = shownArgs(context);
  const titleOf = (id: string) => args.products.find((product) => product.id === id)!.title;
  return { labels: { ...mixBuilderLabels, ...args.labels }, titleOf };
}

/** Usage guidance shown on the docs page (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: building or editing a custom multipack of exactly 30 packs, new or from a
saved mix.

## Do and don't

**Do**
- Pass every product of the saved mix, marking the ones no longer sold
  \`available: false\`: the builder asks to edit and blocks saving until they are replaced.
- Pass \`saving\` while the save request runs and \`saveError\` when the server refuses to save
  or price the mix; the shopper's picks stay as they were.
- Keep the size at 30 unless the business rule changes (\`size\`).

**Don't**
- Enable saving before the mix is full: the Save mix button already waits for it.
- Drop unavailable products from \`products\`: the shopper would not see which to replace.

## Accessibility

- **Structure**: the builder is a section named by its heading; the progress ("12 of 30
  packs") is a polite live region, so each pick is announced without moving focus. The row of
  slots is drawn for the eye only (\`aria-hidden\`); the count per product is read from the
  picker.
- **Keyboard**: each product has a remove and an add button named with the product ("Add Sea
  Salt Kettle Chips"); they disable when there is nothing to remove or no room left.
- **Errors**: the unavailable-products notice and \`saveError\` use \`role="alert"\`.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Commerce/MixBuilder',
  component: MixBuilder,
  tags: ['stable'],
  argTypes: { labels: labelsArgType('mixBuilderLabels', mixBuilderLabels) },
  args: { products, onSave: fn(), onEdit: fn(), onSelectionChange: fn() },
  parameters: { usage, locales: { es: spanish } },
} satisfies Meta<typeof MixBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { labels, titleOf } = shown(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(labels.progress(0, 30))).toBeVisible();
    const addChips = canvas.getByRole('button', { name: labels.add(titleOf('p-101')) });
    await userEvent.click(addChips);
    await userEvent.click(addChips);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ 'p-101': 2 });
    await expect(canvas.getByText(labels.progress(2, 30))).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.save })).toBeDisabled();
  },
};

export const PartlyFilled: Story = {
  args: { defaultSelection: { 'p-101': 6, 'p-102': 4, 'p-105': 2 } },
};

export const AlmostFull: Story = {
  args: { defaultSelection: { 'p-101': 10, 'p-102': 10, 'p-103': 9 } },
  play: async (context) => {
    const { args, canvasElement } = context;
    const { labels, titleOf } = shown(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(labels.remaining(1))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.add(titleOf('p-107')) }));
    await expect(canvas.getByText(labels.progress(30, 30))).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.add(titleOf('p-101')) })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const { labels } = shown(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(labels.unavailable);
    await expect(canvas.getByRole('button', { name: labels.save })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: labels.edit }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** The server refused to save or price a full mix: the reason is announced above Save mix. */
export const SaveRefused: Story = {
  args: {
    defaultSelection: { 'p-101': 10, 'p-102': 10, 'p-103': 10 },
    saveError: 'We could not price your mix right now. Your picks are kept; try again.',
  },
  parameters: {
    locales: {
      es: {
        saveError:
          'No pudimos calcular el precio de su mezcla. Sus productos se conservan; intente de nuevo.',
      },
    },
  },
  play: async (context) => {
    const { args, canvasElement } = context;
    const { labels } = shown(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(String(shownArgs(context).saveError));
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expect(args.onSave).toHaveBeenCalledWith({ 'p-101': 10, 'p-102': 10, 'p-103': 10 });
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
