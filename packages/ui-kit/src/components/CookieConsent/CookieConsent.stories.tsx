import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookieConsent, cookieConsentLabels } from './CookieConsent';
import { labelsArgType } from '../../fixtures/labelsArgType';
import { shownArgs } from '../../fixtures/shownArgs';

const spanishLabels = {
  title: 'Cookies en este sitio',
  description:
    'Usamos cookies para operar la tienda, recordar sus preferencias y mostrarle anuncios relevantes. Elija cuáles podemos usar.',
  policy: 'Política de privacidad',
  advertising: 'Publicidad',
  advertisingHint: 'Anuncios y ofertas según lo que ves.',
  functional: 'Funcionales',
  functionalHint: 'Recuerdan su idioma, código postal y artículos recientes.',
  anyConsent: 'Otras cookies',
  anyConsentHint: 'Analítica y cualquier otra cookie opcional.',
  acceptAll: 'Aceptar todas',
  reject: 'Rechazar',
  choose: 'Elegir cookies',
  save: 'Guardar preferencias',
};

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: asking a first-time visitor for cookie consent (\`placement="fixed"\`, at the
bottom of the window), and on a settings page to change it (\`placement="inline"\`).

**When not to**: any other notice.

## Do and don't

**Do**
- Load tracking and third-party tags only after \`onDecide\` says so.
- Pass a returning visitor's earlier choice in \`defaultChoice\`, and \`policyHref\` to the
  privacy policy.
- Keep Reject as easy as Accept all: both are one press on the first layer.

**Don't**
- Preset the switches to on for a new visitor.
- Cover the page with it or block scrolling: it is a region, not a modal.

## Accessibility

- **Structure**: a region named by its title; the page behind stays usable.
- **Keyboard**: "Choose cookies" is a native disclosure (\`details\`): Enter or Space opens it,
  even before the page's script has run. The switches are native checkboxes in the \`switch\`
  role: Space toggles them.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Commerce/CookieConsent',
  component: CookieConsent,
  tags: ['stable'],
  args: { onDecide: fn(), policyHref: '#privacy-policy', placement: 'inline' },
  argTypes: {
    labels: labelsArgType('cookieConsentLabels', cookieConsentLabels),
    placement: { control: 'inline-radio', options: ['fixed', 'inline'] },
  },
  parameters: { usage, locales: { es: { labels: spanishLabels } } },
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const labels = { ...cookieConsentLabels, ...shownArgs(context).labels };
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: labels.functional }));
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expect(args.onDecide).toHaveBeenCalledWith({
      advertising: false,
      functional: true,
      anyConsent: false,
    });
  },
};
export const ReturningVisitor: Story = {
  args: { defaultChoice: { advertising: true, functional: true, anyConsent: false } },
};
/** A first visit: the short layer, the switches behind Choose cookies. */
export const FixedToTheWindow: Story = {
  args: { placement: 'fixed' },
  play: async (context) => {
    const labels = { ...cookieConsentLabels, ...shownArgs(context).labels };
    const canvas = within(context.canvasElement);
    // Closed, the switches are out of sight (and of the accessibility tree).
    const firstSwitch = context.canvasElement.querySelector('input[role="switch"]')!;
    await expect(firstSwitch.checkVisibility()).toBe(false);
    await userEvent.click(canvas.getByText(labels.choose));
    await expect(canvas.getByRole('switch', { name: labels.functional })).toBeVisible();
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 460 } } },
};
export const LongText: Story = {
  args: {
    labels: {
      description:
        'We and our partners use cookies and similar technologies to run the shop, keep your cart, remember your language and zip code, measure how the site is used and show you ads for snacks you may like on this and other sites. You can change your mind at any time from the link in the footer.',
    },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '20rem' }}>{Story()}</div>],
};
export const Spanish: Story = { args: { labels: spanishLabels } };
