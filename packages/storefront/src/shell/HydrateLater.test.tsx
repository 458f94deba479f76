// @vitest-environment jsdom
import { act, createContext, use, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HydrateLaterModule from './HydrateLater';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Count = createContext(0);
const PARTS = ['first', 'second', 'third'];

type Module = typeof HydrateLaterModule;

/** A page of three parts that hydrate later, each a button reading a value from context. */
function pageOf({ HydrateLater }: Module, pressed: string[]): ComponentType<{ count: number }> {
  function Part({ name }: { name: string }) {
    return (
      <button type="button" onClick={() => pressed.push(name)}>
        {name} {use(Count)}
      </button>
    );
  }
  return function Page({ count }) {
    return (
      <Count value={count}>
        <main>
          {PARTS.map((name) => (
            <HydrateLater key={name}>
              <Part name={name} />
            </HydrateLater>
          ))}
        </main>
      </Count>
    );
  };
}

let container: HTMLElement;
let root: Root | undefined;

/** The page as the server sent it, hydrating; its buttons as the server made them. */
async function serverPage(count = 1) {
  // The module keeps which parts wait: the server's copy has them all open (this test's
  // "server" has a window), and the browser's starts from a page that has just loaded.
  vi.resetModules();
  const server = await import('./HydrateLater');
  server.hydrateWaitingParts();
  const ServerPage = pageOf(server, []);
  container.innerHTML = renderToString(<ServerPage count={count} />);
  const serverButtons = [...container.querySelectorAll('button')];
  expect(serverButtons).toHaveLength(PARTS.length);
  vi.resetModules();
  const module = await import('./HydrateLater');
  const pressed: string[] = [];
  const Page = pageOf(module, pressed);
  await act(async () => {
    root = hydrateRoot(container, <Page count={count} />, { onRecoverableError: () => undefined });
  });
  const press = () => {
    pressed.length = 0;
    for (const button of container.querySelectorAll('button')) button.click();
    return [...pressed];
  };
  return { module, Page, serverButtons, press };
}

/** The parts React has taken over (hydrated): it keeps its props on their elements. */
const hydrated = () =>
  buttons()
    .filter((button) => Object.keys(button).some((key) => key.startsWith('__reactProps')))
    .map((button) => button.textContent?.split(' ')[0]);

const buttons = () => [...container.querySelectorAll('button')];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  container.remove();
  vi.useRealTimers();
});

describe('HydrateLater', () => {
  it('keeps the server HTML unhydrated until the page is idle, then hydrates the parts one after the other, top first', async () => {
    const { serverButtons, press } = await serverPage();
    expect(hydrated()).toEqual([]);

    // Idle (the timeout stands in for requestIdleCallback): the first part opens alone.
    await act(async () => vi.advanceTimersByTime(4_000));
    expect(hydrated()).toEqual(['first']);
    // Each next part opens in a task of its own once the one before has hydrated.
    await act(async () => vi.advanceTimersByTime(0));
    expect(hydrated()).toEqual(['first', 'second']);
    await act(async () => vi.advanceTimersByTime(0));
    expect(hydrated()).toEqual(['first', 'second', 'third']);
    // Hydrated, not rendered anew: the elements are the server's, and they answer.
    expect(buttons().every((button, index) => button === serverButtons[index])).toBe(true);
    expect(press()).toEqual(['first', 'second', 'third']);
  });

  it('hydrates everything at the first interaction', async () => {
    const { press } = await serverPage();
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(hydrated()).toEqual(['first', 'second', 'third']);
    expect(press()).toEqual(['first', 'second', 'third']);
  });

  it('hydrates the waiting parts before an update reaches them, keeping their elements', async () => {
    const { module, Page, serverButtons, press } = await serverPage(1);
    // What the shell does when the router is about to update the page.
    module.hydrateWaitingParts();
    await act(async () => root?.render(<Page count={2} />));

    expect(buttons().map((button) => button.textContent)).toEqual([
      'first 2',
      'second 2',
      'third 2',
    ]);
    expect(buttons().every((button, index) => button === serverButtons[index])).toBe(true);
    expect(press()).toEqual(['first', 'second', 'third']);
  });

  it('renders a part the browser mounts anew at once, without waiting', async () => {
    const { module } = await serverPage();
    const pressed: string[] = [];
    const Page = pageOf(module, pressed);
    const fresh = document.createElement('div');
    document.body.append(fresh);
    const { createRoot } = await import('react-dom/client');
    const freshRoot = createRoot(fresh);
    await act(async () => freshRoot.render(<Page count={3} />));

    expect(fresh.textContent).toBe('first 3second 3third 3');
    await act(async () => freshRoot.unmount());
    fresh.remove();
  });
});
