import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  FilterPanel,
  filterPanelLabels,
  type FilterFacet,
  type FilterPanelProps,
} from './FilterPanel';
import { labelsArgType } from '../../fixtures/labelsArgType';
import { shownArgs } from '../../fixtures/shownArgs';

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

/** The facets and labels on screen in the language chosen in the toolbar. */
function shown(context: Parameters<typeof shownArgs<FilterPanelProps>>[0]) {
  const { facets, labels } = shownArgs(context);
  const option = (facet: string, value: string) => {
    const found = facets.find((f) => f.id === facet)!.options.find((o) => o.value === value)!;
    return { label: found.label, checkbox: `${found.label} (${found.count})` };
  };
  return { option, labels: { ...filterPanelLabels, ...labels } };
}

/** Usage guidance shown on the docs page (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: beside a product listing whose API answers facets with counts. On phones
it becomes a Filters button that opens the same panel in a drawer.

## Do and don't

**Do**
- Pass the facets and counts the API returns for the current results, and \`resultCount\`
  so the drawer's button says how many products it will show.
- Keep the selection in the URL (controlled \`selection\`) so a filtered page can be shared.
- Order options as the API does; the panel shows ten and hides the rest behind Show more.

**Don't**
- Hide options whose count is 0 in the kit: the API decides what is offered.
- Put the panel inside another drawer or dialog; it opens its own on phones.

## Accessibility

- **Structure**: each facet is a group of native checkboxes, labelled, with the product count
  read after the label; the selected filters are a list named "Selected filters", each chip's
  button named "Remove filter Brand X".
- **Keyboard**: Tab reaches every checkbox, Space toggles it; Show more is a button with
  \`aria-expanded\` and \`aria-controls\`. On phones the Filters button (\`aria-haspopup="dialog"\`,
  \`aria-expanded\`) opens a drawer that holds focus until closed, then returns it to that
  button.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Commerce/FilterPanel',
  component: FilterPanel,
  tags: ['stable'],
  argTypes: { labels: labelsArgType('filterPanelLabels', filterPanelLabels) },
  args: { facets: sampleFacets, resultCount: 36, onSelectionChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: '18rem' }}>{Story()}</div>],
  parameters: { usage, locales: { es: spanish } },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const { option, labels } = shown(context);
    const seaSalt = option('flavor', 'sea-salt');
    const eleventhBrand = option('brand', 'b10').label;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: seaSalt.checkbox }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ flavor: ['sea-salt'] });
    await expect(canvas.getByRole('button', { name: labels.remove(seaSalt.label) })).toBeVisible();
    // Twelve brands: ten show until "Show more".
    await expect(canvas.queryByText(eleventhBrand)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: labels.showMore }));
    await expect(canvas.getByText(eleventhBrand)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.clearAll }));
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
  play: async (context) => {
    const { option, labels } = shown(context);
    const button = within(context.canvasElement).getByRole('button', {
      name: labels.open(1),
      hidden: true,
    });
    button.click();
    const drawer = await screen.findByRole('dialog', { name: labels.title });
    await expect(
      within(drawer).getByRole('checkbox', { name: option('productType', 'chips').checkbox }),
    ).toBeChecked();
    await userEvent.click(within(drawer).getByRole('button', { name: labels.showResults(36) }));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
