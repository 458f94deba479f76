import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FilterPanel, type FilterFacet } from './FilterPanel';

const brands = [
  'Golden Hollow',
  'Tangle Twists',
  'Prairie Puffs',
  'Crisp Lane',
  'Oak Mill',
  'Sunny Acre',
  'Harbor Crunch',
  'Maple Ridge',
  'Red Canyon',
  'Blue Mesa',
  'Cedar Grove',
  'Willow Bend',
];

const sampleFacets: FilterFacet[] = [
  {
    id: 'brand',
    label: 'Brand',
    options: brands.map((label, i) => ({ value: `b${i}`, label, count: 40 - i * 3 })),
  },
  {
    id: 'productType',
    label: 'Product type',
    options: [
      { value: 'chips', label: 'Chips', count: 64 },
      { value: 'pretzels', label: 'Pretzels', count: 18 },
      { value: 'popcorn', label: 'Popcorn', count: 12 },
      { value: 'crackers', label: 'Crackers', count: 21 },
    ],
  },
  {
    id: 'flavor',
    label: 'Flavor',
    options: [
      { value: 'sea-salt', label: 'Sea salt', count: 22 },
      { value: 'bbq', label: 'Barbecue', count: 15 },
      { value: 'cheddar', label: 'Cheddar', count: 17 },
    ],
  },
  {
    id: 'size',
    label: 'Size',
    options: [
      { value: 'single', label: 'Single serve', count: 80 },
      { value: 'share', label: 'Sharing size', count: 25 },
    ],
  },
];

const spanishFacets: FilterFacet[] = [
  { ...sampleFacets[0]!, label: 'Marca' },
  {
    id: 'productType',
    label: 'Tipo de producto',
    options: [
      { value: 'chips', label: 'Papas fritas', count: 64 },
      { value: 'pretzels', label: 'Pretzels', count: 18 },
    ],
  },
  {
    id: 'flavor',
    label: 'Sabor',
    options: [
      { value: 'sea-salt', label: 'Sal de mar', count: 22 },
      { value: 'bbq', label: 'Barbacoa', count: 15 },
    ],
  },
  {
    id: 'size',
    label: 'Tamaño',
    options: [{ value: 'single', label: 'Porción individual', count: 80 }],
  },
];

const spanish = {
  facets: spanishFacets,
  labels: {
    title: 'Filtros',
    clearAll: 'Borrar todo',
    showMore: 'Mostrar más',
    showLess: 'Mostrar menos',
    selected: 'Filtros seleccionados',
    remove: (option: string) => `Quitar filtro ${option}`,
    open: (n: number) => (n ? `Filtros (${n})` : 'Filtros'),
    showResults: (n?: number) => (n === undefined ? 'Ver resultados' : `Ver ${n} resultados`),
    close: 'Cerrar',
  },
};

const meta = {
  title: 'Commerce/FilterPanel',
  component: FilterPanel,
  args: { facets: sampleFacets, resultCount: 36, onSelectionChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '18rem' }}>{Story()}</div>],
  parameters: { locales: { es: spanish } },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sea salt (22)' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ flavor: ['sea-salt'] });
    await expect(canvas.getByRole('button', { name: 'Remove filter Sea salt' })).toBeVisible();
    // Twelve brands: ten show until "Show more".
    await expect(canvas.queryByText('Cedar Grove')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(canvas.getByText('Cedar Grove')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({});
  },
};

export const WithSelection: Story = {
  args: { defaultSelection: { brand: ['b0', 'b2'], productType: ['chips'] } },
};

export const Empty: Story = { args: { facets: [] } };

export const LongText: Story = {
  args: {
    facets: [
      {
        id: 'flavor',
        label: 'Flavor profile and seasoning intensity',
        options: [
          {
            value: 'x',
            label: 'Extra crunchy kettle-cooked sea salt and cracked black pepper with lime',
            count: 1234,
          },
        ],
      },
    ],
    defaultSelection: { flavor: ['x'] },
  },
};

export const Spanish: Story = { args: spanish };

/**
 * Phones get a Filters button that opens the panel in a drawer. Story tests run on a wide
 * window where the button is hidden by CSS, so the play function presses it directly.
 */
export const MobileDrawer: Story = {
  args: { defaultSelection: { productType: ['chips'] } },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Filters (1)', hidden: true });
    button.click();
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(within(drawer).getByRole('checkbox', { name: 'Chips (64)' })).toBeChecked();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show 36 results' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
