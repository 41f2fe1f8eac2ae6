import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@portal/contract';
import { pageOf } from '@/test/admin-fixtures.ts';
import { makeProduct, settingsOf, signInBuyer } from '@/test/buyer-fixtures.ts';
import { fakeServer, json, renderScreen } from '@/test/render.tsx';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { CheckoutRoute } from './checkout.tsx';

const bolt = makeProduct({ id: 5, part_number: 'AC-HB-1', description: 'Hex bolt' });
const customer = {
  id: 41,
  code: 'C-1001',
  name: 'Northwind Fabrication Ltd.',
  email: 'purchasing@northwind.example',
  mobile_phone: '4165550123',
  shipping_addresses: [],
};

describe('checkout screen renders', () => {
  it("does not render the form again when the cart's products are read again unchanged", async () => {
    signInBuyer();
    cartStore.clear();
    cartStore.setQuantity(bolt, 2);
    let answer: (products: Product[]) => void = () => undefined;
    const products = new Promise<Product[]>((resolve) => (answer = resolve));
    const calls = fakeServer(async (url) => {
      if (url.pathname === '/api/settings/ACME') return json(200, settingsOf());
      if (url.pathname === '/api/customers/ACME') return json(200, { data: [customer] });
      if (url.pathname === '/api/products/ACME') return json(200, pageOf(await products));
      return json(404, { message: 'Not found.' });
    });
    const { queryClient } = renderScreen(<CheckoutRoute />, {
      path: '/checkout',
      route: '/checkout',
    });
    expect(await screen.findByText('C-1001')).toBeInTheDocument();
    // The form's parts read their texts at every render: none may render when the answer lands.
    const textReads = vi.spyOn(i18n, 'load');
    try {
      answer([bolt]);
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      // TanStack Query tells its observers in a task of its own.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(textReads).not.toHaveBeenCalled();
    } finally {
      textReads.mockRestore();
    }
    expect(calls.filter((call) => call.url.searchParams.has('ids'))).toHaveLength(1);
    expect(cartStore.getItems()).toHaveLength(1);
  });
});
