import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { Header, sortNavigation, type HeaderLinkComponent } from './Header';

const navigation = [
  { id: 'c', label: 'Flavors', href: '/flavors', menuSeq: 3 },
  { id: 'a', label: 'All Snacks', href: '/all-snacks', menuSeq: 1 },
  { id: 'b', label: 'Variety Packs', href: '/varietypack', menuSeq: 2 },
];

const props = {
  logo: 'Snack Shop',
  navigation,
  cartCount: 2,
  onCartClick: () => {},
  signedIn: false,
  accountHref: '/profile',
  signInHref: 'https://rewards.example/?signin=true',
  languages: [
    { code: 'en', label: 'English' },
    { code: 'es', label: 'Español' },
  ],
  currentLanguage: 'en',
};

describe('sortNavigation', () => {
  it('orders by menuSeq without changing the input', () => {
    expect(sortNavigation(navigation).map((item) => item.menuSeq)).toEqual([1, 2, 3]);
    expect(navigation[0]?.menuSeq).toBe(3);
  });
});

describe('Header', () => {
  it('is a link to the cart page until its scripts run, then the button of the mini cart', async () => {
    const onCartClick = vi.fn();
    const header = <Header {...props} onCartClick={onCartClick} cartHref="/cart" />;
    const served = document.createElement('div');
    served.innerHTML = renderToString(header);
    const link = served.querySelector('[data-cart-control]');
    expect(link?.tagName).toBe('A');
    expect(link?.getAttribute('href')).toBe('/cart');
    expect(link?.textContent).toContain('Cart, 2 items');

    const container = document.createElement('div');
    container.innerHTML = served.innerHTML;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, header));
    try {
      const button = page.getByRole('button', { name: 'Cart, 2 items' });
      await userEvent.click(button);
      expect(onCartClick).toHaveBeenCalledTimes(1);
      expect(window.location.pathname).not.toBe('/cart');
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('opens the products menu by keyboard, in menuSeq order, and closes it on Escape', async () => {
    const screen = await render(<Header {...props} />);
    const products = screen.getByRole('button', { name: 'Products' });
    await expect.element(products).toHaveAttribute('aria-expanded', 'false');
    (products.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(products).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      nav
        .getByRole('link')
        .elements()
        .map((link) => link.textContent),
    ).toEqual(['All Snacks', 'Variety Packs', 'Flavors']);
    await userEvent.tab();
    await expect.element(nav.getByRole('link', { name: 'All Snacks' })).toHaveFocus();
    await expectNoAxeViolations();
    await userEvent.keyboard('{Escape}');
    await expect.element(products).toHaveFocus();
    await expect.element(products).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu when focus moves on past it', async () => {
    const screen = await render(<Header {...props} navigation={navigation.slice(0, 1)} />);
    await screen.getByRole('button', { name: 'Products' }).click();
    await userEvent.tab(); // the menu's link
    await userEvent.tab(); // out of the menu
    await expect
      .element(screen.getByRole('button', { name: 'Products' }))
      .toHaveAttribute('aria-expanded', 'false');
  });

  it('names the cart with its count, and offers sign-in or the account', async () => {
    const onCartClick = vi.fn();
    const screen = await render(<Header {...props} onCartClick={onCartClick} />);
    await screen.getByRole('button', { name: 'Cart, 2 items' }).click();
    expect(onCartClick).toHaveBeenCalledOnce();
    await expect
      .element(screen.getByRole('link', { name: 'Sign in' }))
      .toHaveAttribute('href', 'https://rewards.example/?signin=true');
    await screen.rerender(<Header {...props} signedIn cartCount={5} />);
    await expect
      .element(screen.getByRole('link', { name: 'My account' }))
      .toHaveAttribute('href', '/profile');
    await expect.element(screen.getByRole('button', { name: 'Cart, 5 items' })).toBeVisible();
  });

  it('greets the signed-in shopper by name and signs out with a POST form', async () => {
    const onSignOut = vi.fn();
    const screen = await render(
      <Header
        {...props}
        signedIn
        customerName="Rosa"
        signOutAction="/signout"
        onSignOut={onSignOut}
        labels={{ signOut: 'Sign out' }}
      />,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Hi, Rosa' }))
      .toHaveAttribute('href', '/profile');
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    const form = signOut.element().closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/signout');
    form?.addEventListener('submit', (event) => event.preventDefault());
    (signOut.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledOnce();
    await expectNoAxeViolations();
    await screen.rerender(<Header {...props} signedIn={false} signOutAction="/signout" />);
    expect(screen.getByRole('button', { name: 'Sign out' }).elements()).toHaveLength(0);
  });

  it('lists the account pages and sign-out in the account menu, opened and closed by keyboard', async () => {
    const accountLinks = [
      { href: '/profile', label: 'Profile' },
      { href: '/profile/orders', label: 'Orders' },
      { href: '/saved-mixes', label: 'Saved mixes' },
    ];
    const screen = await render(
      <Header
        {...props}
        signedIn
        customerName="Rosa"
        signOutAction="/signout"
        accountLinks={accountLinks}
      />,
    );
    const button = screen.getByRole('button', { name: 'Account menu' });
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Orders' }).elements()).toHaveLength(0);
    (button.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.element().getAttribute('aria-controls') ?? '');
    const items = Array.from(panel?.querySelectorAll('a, button') ?? []);
    expect(items.map((item) => item.textContent)).toEqual([
      'Profile',
      'Orders',
      'Saved mixes',
      'Sign out',
    ]);
    expect(items[1]?.getAttribute('href')).toBe('/profile/orders');
    expect(items[3]?.closest('form')?.getAttribute('action')).toBe('/signout');
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'Profile' })).toHaveFocus();
    await expectNoAxeViolations();
    await userEvent.keyboard('{Escape}');
    await expect.element(button).toHaveFocus();
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    // The greeting still links to the account, and signing out stays one click away.
    await expect
      .element(screen.getByRole('link', { name: 'Hi, Rosa' }))
      .toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Sign out' }).elements()).toHaveLength(1);
    await screen.rerender(<Header {...props} accountLinks={accountLinks} />);
    expect(screen.getByRole('button', { name: 'Account menu' }).elements()).toHaveLength(0);
  });

  it('renders the logo and menu through the given link component, the logo named as home', async () => {
    const RouterLink: HeaderLinkComponent = ({ href, className, children }) => (
      <a href={href} className={className} data-router-link="">
        {children}
      </a>
    );
    const screen = await render(<Header {...props} linkComponent={RouterLink} />);
    const home = screen.getByRole('link', { name: 'Snack Shop home' });
    await expect.element(home).toHaveAttribute('data-router-link', '');
    await expect.element(home).toHaveAttribute('href', '/');
    await screen.getByRole('button', { name: 'Products' }).click();
    const menuLinks = screen.getByRole('navigation', { name: 'Main' }).getByRole('link').elements();
    expect(menuLinks.map((link) => link.hasAttribute('data-router-link'))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('puts the products list in the wrapper a site gives, the menu still opening it', async () => {
    const screen = await render(
      <Header {...props} wrapProductsList={(list) => <div data-site-part="menu">{list}</div>} />,
    );
    await screen.getByRole('button', { name: 'Products' }).click();
    const part = screen.container.querySelector('[data-site-part="menu"]');
    expect(part?.querySelector('ul')).not.toBeNull();
    const links = screen.getByRole('navigation', { name: 'Main' }).getByRole('link');
    expect(links.elements().map((link) => link.textContent)).toEqual([
      'All Snacks',
      'Variety Packs',
      'Flavors',
    ]);
    expect(links.elements().every((link) => part?.contains(link))).toBe(true);
  });

  it('switches language with a button named in the other language', async () => {
    const onLanguageChange = vi.fn();
    const screen = await render(<Header {...props} onLanguageChange={onLanguageChange} />);
    const switcher = screen.getByRole('button', { name: 'Language: Español' });
    expect(switcher.element().querySelector('[lang="es"]')?.textContent).toBe('Español');
    await switcher.click();
    expect(onLanguageChange).toHaveBeenCalledWith('es');
    expect(screen.getByRole('button', { name: /English/ }).elements()).toHaveLength(0);
  });

  it('compact, keeps one row on a phone: the search opens under the bar and Escape closes it', async () => {
    await page.viewport(320, 700);
    onTestFinished(() => page.viewport(1024, 768));
    const screen = await render(
      <Header
        {...props}
        compact
        logo="Snack Shop Rewards"
        search={<input aria-label="Search snacks" />}
      />,
    );
    const logo = screen.getByRole('link', { name: 'Snack Shop home' }).element();
    const toggle = screen.getByRole('button', { name: 'Search', exact: true });
    const toggleButton = toggle.element();
    const cart = screen.getByRole('button', { name: 'Cart, 2 items' }).element();
    const middle = (el: Element) =>
      el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2;
    // The name wraps between its words; the Menu, Search and cart stay on its row.
    for (const el of [
      screen.getByRole('button', { name: 'Menu' }).element(),
      toggle.element(),
      cart,
    ]) {
      expect(Math.abs(middle(el) - middle(logo))).toBeLessThan(4);
    }
    expect(cart.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    const field = screen.getByRole('textbox', { name: 'Search snacks', includeHidden: true });
    await expect.element(field).not.toBeVisible();

    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.element(field).toHaveFocus();
    expect(field.element().getBoundingClientRect().top).toBeGreaterThan(
      cart.getBoundingClientRect().bottom,
    );
    await expectNoAxeViolations();
    await userEvent.keyboard('{Escape}');
    await expect.element(toggle).toHaveFocus();
    await expect.element(field).not.toBeVisible();

    // From the desktop breakpoint the search is in the bar and the button is gone.
    await page.viewport(1024, 768);
    await expect.element(field).toBeVisible();
    expect(toggleButton).not.toBeVisible();
  });

  it('on a phone, is one line of logo, Menu and cart, the Menu opening every link', async () => {
    await page.viewport(320, 700);
    onTestFinished(() => page.viewport(1024, 768));
    const accountLinks = [{ href: '/profile/orders', label: 'Orders' }];
    const screen = await render(
      <Header
        {...props}
        signedIn
        customerName="Maximiliana"
        signOutAction="/signout"
        accountLinks={accountLinks}
        search={<input aria-label="Search" />}
      />,
    );
    const logo = screen.getByRole('link', { name: 'Snack Shop home' }).element();
    const menu = screen.getByRole('button', { name: 'Menu' });
    const cart = screen.getByRole('button', { name: 'Cart, 2 items' }).element();
    const row = (el: Element) => el.getBoundingClientRect();
    for (const el of [menu.element(), cart]) {
      expect(
        Math.abs(row(el).top + row(el).height / 2 - (row(logo).top + row(logo).height / 2)),
      ).toBeLessThan(4);
    }
    expect(row(cart).right).toBeLessThanOrEqual(320);
    // Closed, the products, language and account links are not shown (nor read).
    expect(screen.getByRole('link', { name: 'Orders' }).elements()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Products' }).elements()).toHaveLength(0);
    await expect.element(menu).toHaveAttribute('aria-expanded', 'false');

    (menu.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(menu).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(menu.element().getAttribute('aria-controls') ?? '');
    const names = Array.from(panel?.querySelectorAll('a, button') ?? [])
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => el.textContent);
    // The list is open in the panel; one sign-out, after the account's pages.
    expect(names).toEqual([
      'All Snacks',
      'Variety Packs',
      'Flavors',
      'Language: Español',
      'Hi, Maximiliana',
      'Orders',
      'Sign out',
    ]);
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'All Snacks' })).toHaveFocus();
    await expectNoAxeViolations();
    await userEvent.keyboard('{Escape}');
    await expect.element(menu).toHaveFocus();
    await expect.element(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await screen.getByRole('textbox', { name: 'Search' }).click();
    await expect.element(menu).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  });
});
