import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContractServer, type ContractServer } from '../test/contractServer';
import { createTestRoot, signIn } from '../test/testRoot';
import { useAutocomplete, useMiniCart, useMixPackList, useProductInventory } from './dataHooks';
import { StoreProvider } from './StoreProvider';

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(() => server.close());

describe('server rendering (no window)', () => {
  it('renders hooks on the server without calling the API', async () => {
    expect(typeof window).toBe('undefined');
    const { root } = createTestRoot(server);
    await root.client.handshake();
    signIn(server, root, 'ssr@example.com');
    root.cart.addItem({ productId: '101', title: 'Crunch', price: 499, quantity: 1 });
    const before = server.requests.length;
    function Page() {
      const { suggestions } = useAutocomplete('crunch', { debounceMs: 0 });
      const { inventory } = useProductInventory(['101']);
      const { mixes } = useMixPackList();
      const mini = useMiniCart();
      return (
        <p>{`${suggestions.length}/${inventory ? 'stock' : 'no stock'}/${mixes.length}/${mini.cartCount}`}</p>
      );
    }
    const html = renderToString(
      <StoreProvider store={root}>
        <Page />
      </StoreProvider>,
    );
    expect(html).toContain('0/no stock/0/1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests.length).toBe(before);
    root.dispose();
  });
});
