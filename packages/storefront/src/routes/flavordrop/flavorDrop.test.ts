import { describe, expect, it } from 'vitest';
import { flavorDropEvent, giveawayMessageOn } from './flavorDrop';

describe('the flavor drop config', () => {
  it('shows the shop event flavorDropShopPimId names, and none when it names none', () => {
    expect(flavorDropEvent({ flavorDropShopPimId: 'flavor-drop' })).toBe('flavor-drop');
    expect(flavorDropEvent({ flavorDropShopPimId: ' flavor-drop ' })).toBe('flavor-drop');
    expect(flavorDropEvent({ flavorDropShopPimId: '' })).toBeNull();
    expect(flavorDropEvent({ flavorDropShopPimId: 'Flavor Drop!' })).toBeNull();
    expect(flavorDropEvent({ flavorDropShopPimId: true })).toBeNull();
    expect(flavorDropEvent({})).toBeNull();
  });

  it('shows the giveaway message only while enableTangyPickleGiveAwayMessage is on', () => {
    expect(giveawayMessageOn({ enableTangyPickleGiveAwayMessage: true })).toBe(true);
    expect(giveawayMessageOn({ enableTangyPickleGiveAwayMessage: 'Y' })).toBe(true);
    expect(giveawayMessageOn({ enableTangyPickleGiveAwayMessage: false })).toBe(false);
    expect(giveawayMessageOn({})).toBe(false);
  });
});
