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

const meta = {
  title: 'Commerce/CookieConsent',
  component: CookieConsent,
  tags: ['stable'],
  args: { onDecide: fn(), policyHref: '#privacy-policy', placement: 'inline' },
  argTypes: {
    labels: labelsArgType('cookieConsentLabels', cookieConsentLabels),
    placement: { control: 'inline-radio', options: ['fixed', 'inline'] },
  },
  parameters: { locales: { es: { labels: spanishLabels } } },
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
