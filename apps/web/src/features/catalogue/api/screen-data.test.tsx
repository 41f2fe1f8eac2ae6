import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct, settingsOf, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, prefetchedScreen, renderScreen } from '@/test/render.tsx';
import { ProductListRoute } from '../routes/product-list.tsx';
import { prefetchScreen } from './screen-data.ts';

const meta = { current_page: 2, per_page: 24, from: 25, to: 25, total: 25, last_page: 2 };

describe('products screen data', () => {
  it('asks at page load for what the screen reads, so the screen asks for nothing again', async () => {
    signInBuyer();
    const calls = fakeServer((url) => {
      if (url.pathname === '/api/settings/ACME') return json(200, settingsOf());
      if (url.pathname === '/api/categories/ACME') {
        return json(200, { data: [], meta: { ...meta, current_page: 1, last_page: 1 } });
      }
      if (url.pathname === '/api/products/ACME/facets') {
        return json(200, { total: 1, categories: [], attributes: [], in_stock: 1, price: null });
      }
      if (url.pathname === '/api/products/ACME') {
        return json(200, { data: [makeProduct({ description: 'Hex bolt' })], meta });
      }
      return json(404, { message: 'Not found.' });
    });
    const path = '/products?search=bolt&per_page=24&page=2';
    const queryClient = await prefetchedScreen(prefetchScreen, path, calls, [
      '/api/categories/ACME?page=1',
      '/api/products/ACME?page=2&per_page=24&search=bolt',
      '/api/products/ACME/facets?search=bolt',
      '/api/settings/ACME',
    ]);

    renderScreen(<ProductListRoute />, { path, route: '/products', queryClient });
    const grid = await screen.findByRole('list', { name: 'Products' });
    expect(within(grid).getByRole('heading', { name: 'Hex bolt' })).toBeInTheDocument();
    expect(calls).toHaveLength(4);
  });
});
