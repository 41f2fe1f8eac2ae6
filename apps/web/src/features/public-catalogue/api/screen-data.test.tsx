import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, prefetchedScreen, renderScreen } from '@/test/render.tsx';
import { BrowseRoute } from '../routes/browse.tsx';
import { prefetchScreen } from './screen-data.ts';

const meta = { current_page: 1, per_page: 12, from: 1, to: 1, total: 1, last_page: 1 };

describe('guest catalogue screen data', () => {
  it('asks at page load for what the screen reads, so the screen asks for nothing again', async () => {
    const calls = fakeServer((url) => {
      if (url.pathname === '/api/browse/BOREAL/categories') return json(200, { data: [], meta });
      if (url.pathname === '/api/browse/BOREAL/facets') {
        return json(200, { total: 1, categories: [], attributes: [] });
      }
      if (url.pathname === '/api/browse/BOREAL/products') {
        return json(200, {
          manufacturer_name: 'Boreal Foods',
          manufacturer_logo_url: null,
          manufacturer_code: 'BOREAL',
          data: [{ id: 1, part_number: 'MAPLE', description: 'Maple syrup', primary_image: '' }],
          meta,
        });
      }
      return json(404, { message: 'Not found.' });
    });
    const path = '/browse/boreal?category=5&search=maple';
    const queryClient = await prefetchedScreen(prefetchScreen, path, calls, [
      '/api/browse/BOREAL/categories?page=1',
      '/api/browse/BOREAL/facets?search=maple&categoryId=5',
      '/api/browse/BOREAL/products?page=1&search=maple&categoryId=5',
    ]);

    renderScreen(<BrowseRoute />, { path, route: '/browse/:code', queryClient });
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getByText('Maple syrup')).toBeInTheDocument();
    expect(calls).toHaveLength(3);
  });
});
