import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { sideCartStore } from '@/entities/cart/side-cart-store.ts';
import { SideCart } from '../components/side-cart.tsx';

/**
 * Around every signed-in screen: draws the side cart, which the header's cart button opens, and
 * closes it when the screen changes.
 */
export function SideCartLayout() {
  const { pathname } = useLocation();
  useEffect(() => sideCartStore.host(), []);
  useEffect(() => sideCartStore.close(), [pathname]);
  return (
    <>
      <Outlet />
      <SideCart />
    </>
  );
}
