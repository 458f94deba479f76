import { describe, expect, it } from 'vitest';
import type { ApiResult, ResponseOf } from '@snackshop/commerce-core/api-client';
import { reorderOutcome, shippingZip } from './reorder';

const answer = (data: ResponseOf<'reorder'>): ApiResult<ResponseOf<'reorder'>> => ({
  ok: true,
  status: 200,
  success: true,
  data,
  envelope: { data },
});

describe('a reorder’s outcome', () => {
  it('counts the items back in the cart and names each refused line with the spec’s message', () => {
    const outcome = reorderOutcome(
      answer({
        cartItems: [
          { productId: '101', title: 'Crunch Curls', price: 499, quantity: 2, available: true },
          { productId: '102', title: 'Puffs', price: 349, quantity: 1, available: true },
        ],
        refused: [
          {
            title: 'Wave Crisps',
            code: 'ZIP_NOT_SERVICEABLE',
            message: 'Product not available for the selected shipping zip code',
          },
        ],
      }),
      'es-us',
    );
    expect(outcome.added).toBe(3);
    expect(outcome.failed).toBeNull();
    expect(outcome.refused).toEqual([
      {
        title: 'Wave Crisps',
        message: 'Producto no disponible para el código postal de envío seleccionado',
      },
    ]);
  });

  it('says why a failed call put nothing back', () => {
    const outcome = reorderOutcome(
      {
        ok: false,
        status: 404,
        isApiFailed: true,
        showApiFailAlert: true,
        error: {
          kind: 'http',
          status: 404,
          message: 'We could not find that order.',
          path: '',
          method: 'POST',
        },
      },
      'en-us',
    );
    expect(outcome).toEqual({ added: 0, refused: [], failed: 'We could not find that order.' });
  });
});

describe('the ZIP a reorder ships to', () => {
  const user = (addresses: { primaryAddr: boolean; zipcode?: string }[], defaultZipCode = '') => ({
    user: { customerDetails: { accountAddresses: addresses }, defaultZipCode },
  });

  it('is the default address’s, else the first address’s, else the ZIP given to the shop', () => {
    expect(
      shippingZip(
        user([
          { primaryAddr: false, zipcode: '10001' },
          { primaryAddr: true, zipcode: '30301' },
        ]),
      ),
    ).toBe('30301');
    expect(shippingZip(user([{ primaryAddr: false, zipcode: '10001' }]))).toBe('10001');
    expect(shippingZip(user([], '60601'))).toBe('60601');
    expect(shippingZip(user([], ''))).toBeUndefined();
  });
});
