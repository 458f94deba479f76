// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyPresses } from './earlyPresses';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('replayEarlyPresses', () => {
  it('opens the waiting parts, then presses each control pressed early, in order, once', () => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<button type="button" id="menu">Menu</button><input type="checkbox" id="brand">';
    const menu = document.getElementById('menu') as HTMLButtonElement;
    const brand = document.getElementById('brand') as HTMLInputElement;
    // React's record on the elements it has hydrated: the box is not hydrated yet.
    Object.assign(menu, { __reactFiber$test: {} });
    const pressed: string[] = [];
    menu.addEventListener('click', () => pressed.push('menu'));
    brand.addEventListener('click', () => pressed.push(`brand ${brand.checked}`));
    window.__earlyPresses = [brand, menu];
    const open = vi.fn(() => pressed.push('open'));
    replayEarlyPresses(open);
    expect(window.__earlyPresses).toBeUndefined();
    expect(pressed).toEqual(['open']);
    vi.advanceTimersByTime(200);
    // The box waits for React to take it over, and the menu for the box.
    expect(pressed).toEqual(['open']);
    Object.assign(brand, { __reactFiber$test: {} });
    vi.advanceTimersByTime(300);
    expect(pressed).toEqual(['open', 'brand true', 'menu']);
    replayEarlyPresses(open);
    vi.runAllTimers();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('presses a control React has not taken over after five seconds anyway', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<button type="button" id="add">Add</button>';
    const add = document.getElementById('add') as HTMLButtonElement;
    const click = vi.spyOn(add, 'click');
    window.__earlyPresses = [add];
    replayEarlyPresses(() => undefined);
    vi.advanceTimersByTime(4_900);
    expect(click).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('leaves alone a control no longer in the page, and opens nothing when nothing was pressed', () => {
    vi.useFakeTimers();
    const gone = document.createElement('button');
    const click = vi.spyOn(gone, 'click');
    Object.assign(gone, { __reactFiber$test: {} });
    window.__earlyPresses = [gone];
    replayEarlyPresses(() => undefined);
    vi.runAllTimers();
    expect(click).not.toHaveBeenCalled();
    const open = vi.fn();
    window.__earlyPresses = [];
    replayEarlyPresses(open);
    expect(open).not.toHaveBeenCalled();
  });
});
