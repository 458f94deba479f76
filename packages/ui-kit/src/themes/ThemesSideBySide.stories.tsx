import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Box } from '../components/Box/Box';
import { CheckoutSteps } from '../components/CheckoutSteps/CheckoutSteps';
import checkoutSteps from '../components/CheckoutSteps/CheckoutSteps.stories';
import { PasswordChecklist } from '../components/PasswordChecklist/PasswordChecklist';
import passwordChecklist from '../components/PasswordChecklist/PasswordChecklist.stories';
import {
  ProductTile,
  productTileLabels,
  type ProductTileProps,
} from '../components/ProductTile/ProductTile';
import productTile from '../components/ProductTile/ProductTile.stories';
import { Heading } from '../components/Heading/Heading';
import { shownArgs } from '../fixtures/shownArgs';
import { hotTheme } from './hot';
import { rewardsTheme } from './rewards';
import { snacksTheme } from './snacks';

const themes = [
  { name: 'snacks', className: snacksTheme, title: { en: 'Snacks', es: 'Botanas' } },
  { name: 'rewards', className: rewardsTheme, title: { en: 'Rewards', es: 'Recompensas' } },
  { name: 'hot', className: hotTheme, title: { en: 'Hot (dark)', es: 'Picante (oscuro)' } },
] as const;

type Locale = 'en' | 'es';
const localeOf = (globals: Record<string, unknown>): Locale =>
  globals.locale === 'es' ? 'es' : 'en';

/**
 * One column per theme, each with the theme's class so the component inside reads that
 * theme's tokens whatever theme the toolbar chose; the column's own background and text
 * come from the theme too, so the hot theme is seen on its dark surface.
 */
function SideBySide({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <Box
      display="grid"
      gap="medium"
      padding="medium"
      gridTemplateColumns={{ mobile: 1, tablet: 3 }}
    >
      {themes.map((theme) => (
        <Box
          key={theme.name}
          component="section"
          className={theme.className}
          aria-labelledby={`theme-${theme.name}`}
          data-theme={theme.name}
          display="flex"
          flexDirection="column"
          gap="medium"
          padding="large"
          background="surface"
          color="text"
          borderRadius="medium"
        >
          <Heading level="3" component="h2" id={`theme-${theme.name}`}>
            {theme.title[locale]}
          </Heading>
          {children}
        </Box>
      ))}
    </Box>
  );
}

/** The args a component's own stories render, in the language chosen in the toolbar. */
function argsOf<Stories extends { args: object; parameters: object }>(
  stories: Stories,
  globals: Record<string, unknown>,
): Stories['args'] {
  return shownArgs({
    args: stories.args,
    globals,
    parameters: stories.parameters as Record<string, unknown>,
  });
}

const meta = {
  title: 'Themes/Side by side',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each column uses its own theme: the brand colour of the three columns differs. */
async function expectThreeThemes(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const canvas = within(canvasElement);
  for (const theme of themes) {
    await expect(canvas.getByRole('region', { name: theme.title[localeOf(globals)] })).toHaveClass(
      theme.className,
    );
  }
}

export const ProductTiles: Story = {
  render: (_args, { globals }) => (
    <SideBySide locale={localeOf(globals)}>
      <ProductTile {...argsOf(productTile, globals)} />
    </SideBySide>
  ),
  play: async ({ canvasElement, globals }) => {
    await expectThreeThemes(canvasElement, globals);
    const { title, labels }: ProductTileProps = argsOf(productTile, globals);
    const { addToCart } = { ...productTileLabels, ...labels };
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: title })).toHaveLength(3);
    // The add-to-cart button takes each theme's brand colour: three different colours.
    const buttons = canvas.getAllByRole('button', { name: `${addToCart} ${title}` });
    const colours = new Set(buttons.map((button) => getComputedStyle(button).backgroundColor));
    await expect(colours.size).toBe(3);
  },
};

export const CheckoutStepsPayment: Story = {
  render: (_args, { globals }) => (
    <SideBySide locale={localeOf(globals)}>
      <CheckoutSteps
        {...argsOf(checkoutSteps, globals)}
        activeStep={1}
        shippingCompleted
        headingLevel={3}
      />
    </SideBySide>
  ),
  play: async ({ canvasElement, globals }) => {
    await expectThreeThemes(canvasElement, globals);
    const steps = canvasElement.querySelectorAll('[aria-current="step"]');
    await expect([...steps].map((step) => step.getAttribute('data-step'))).toEqual([
      'payment',
      'payment',
      'payment',
    ]);
  },
};

export const PasswordChecklists: Story = {
  render: (_args, { globals }) => (
    <SideBySide locale={localeOf(globals)}>
      <PasswordChecklist
        {...argsOf(passwordChecklist, globals)}
        criteria={{ length: true, digit: true, lowercase: true, uppercase: false, symbol: false }}
      />
    </SideBySide>
  ),
  play: async ({ canvasElement, globals }) => {
    await expectThreeThemes(canvasElement, globals);
    await expect(canvasElement.querySelectorAll('[data-met="true"]')).toHaveLength(9);
  },
};

/**
 * Any story, not only those above: the theme toolbar's "All three, side by side" renders the
 * story once in each theme (the `withTheme` decorator of the Storybook config); here
 * ProductTile's Default story, chosen through the story's globals as the toolbar would.
 */
export const AnyStoryFromTheToolbar: Story = {
  globals: { theme: 'side-by-side' },
  render: (_args, { globals }) => <ProductTile {...argsOf(productTile, globals)} />,
  play: async ({ canvasElement, globals }) => {
    const columns = [...canvasElement.querySelectorAll('.themes-side-by-side-column')];
    await expect(columns).toHaveLength(3);
    themes.forEach((theme, index) => expect(columns[index]).toHaveClass(theme.className));
    const { title, labels }: ProductTileProps = argsOf(productTile, globals);
    const { addToCart } = { ...productTileLabels, ...labels };
    const buttons = within(canvasElement).getAllByRole('button', { name: `${addToCart} ${title}` });
    const colours = new Set(buttons.map((button) => getComputedStyle(button).backgroundColor));
    await expect(colours.size).toBe(3);
  },
};
