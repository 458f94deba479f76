import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LoginPopup, loginPopupLabels } from './LoginPopup';
import { labelsArgType } from '../../fixtures/labelsArgType';
import { shownArgs } from '../../fixtures/shownArgs';

const spanishLabels = {
  title: 'Inicie sesión para continuar',
  message: 'Inicie sesión o cree una cuenta para guardar su mezcla y encontrarla después.',
  signIn: 'Iniciar sesión',
  createAccount: 'Crear cuenta',
  close: 'Cerrar',
};

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: when a visitor tries something that needs an account (saving a mix): it says
why and links to sign-in and to account creation.

**When not to**: signing in itself: that happens on the identity provider's page, so this holds
links, not a password form.

## Do and don't

**Do**
- Pass the site's sign-in link (\`?signin=true\`) and account-creation link.
- Say in \`labels.message\` what signing in gives here ("to save your mix").
- When the site starts the sign-in itself (\`onLinkClick\`), show why it could not in \`error\`.

**Don't**
- Put a password field in it.
- Open it before the visitor asks for something that needs an account.

## Accessibility

- **A Dialog**: focus moves into it and returns to its trigger on close; Escape and the close
  button (\`labels.close\`) close it.
- **Errors**: \`error\` is shown in an alert region, so it is read at once.
- **Links**: Sign in and Create account are links that work before the page's script has run.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Commerce/LoginPopup',
  component: LoginPopup,
  tags: ['stable'],
  argTypes: { labels: labelsArgType('loginPopupLabels', loginPopupLabels) },
  args: { signInHref: '?signin=true', createAccountHref: '#create-account' },
  parameters: {
    usage,
    locales: { es: { labels: spanishLabels } },
    docs: { story: { inline: false, iframeHeight: 360 } },
  },
} satisfies Meta<typeof LoginPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor presses Save mix and is asked to sign in. */
export const Default: Story = {
  args: { trigger: <Button>Save mix</Button> },
  parameters: { locales: { es: { trigger: <Button>Guardar mezcla</Button> } } },
  play: async (context) => {
    const labels = { ...loginPopupLabels, ...shownArgs(context).labels };
    // The trigger is the one button on the page until the popup opens.
    await userEvent.click(within(context.canvasElement).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: labels.title });
    await expect(within(dialog).getByRole('link', { name: labels.signIn })).toHaveAttribute(
      'href',
      '?signin=true',
    );
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const LongText: Story = {
  args: {
    defaultOpen: true,
    labels: {
      title: 'Sign in to save this mix of 30 packs to your account for next time',
      message:
        'Saved mixes are kept with your account so you can reorder them from any device. Signing in takes you to our secure sign-in page and brings you back here.',
    },
  },
};
export const Spanish: Story = { args: { defaultOpen: true, labels: spanishLabels } };

/** The site could not start the sign-in (its `onLinkClick` asked first): the popup says why. */
export const SignInCouldNotStart: Story = {
  args: {
    defaultOpen: true,
    error: 'Something went to wrong on server, please try again',
  },
};
