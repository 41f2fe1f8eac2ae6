import { useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import type { Customer, OrderStatus } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import type { CartItem } from '@/entities/cart/cart-rules.ts';
import { cartStore } from '@/entities/cart/cart-store.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { checkoutAttempts } from '../lib/attempt-key.ts';
import {
  checkoutError,
  orderErrorMessage,
  orderRequest,
  type CheckoutForm,
} from '../lib/checkout-rules.ts';

export interface OrderSuccessState {
  saleNo?: number;
  /** The new order, for the success screen's link to follow it. */
  orderId?: number;
  /** Draft, or awaiting_approval when it waits for a colleague's approval (decision 033). */
  status?: OrderStatus;
}

/**
 * Complete order: the checks of specification section 5, then one POST per attempt (same
 * Idempotency-Key on a retry of the same request, a new one when anything in it changed). Success empties the cart and shows /order-success; a failure keeps
 * the buyer on checkout with the message of section 8.
 */
export function usePlaceOrder(code: string) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const [error, setError] = useState<string | null>(null);
  // A second click before the button re-renders as disabled must not send a second request.
  const sending = useRef(false);

  const fail = (message: string) => {
    setError(message);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const placeOrder = async (
    customer: Customer | null | undefined,
    items: readonly CartItem[],
    form: Omit<CheckoutForm, 'addressId'> & { addressId: number | null },
  ) => {
    if (sending.current) return;
    const problem = checkoutError(customer, items, form.addressId);
    if (problem) {
      fail(t(`errors.${problem.key}`, problem.key === 'missingPuom' ? problem : {}));
      return;
    }
    setError(null);
    sending.current = true;
    try {
      const body = orderRequest(customer!, items, { ...form, addressId: form.addressId! });
      const answer = await createOrder.mutateAsync({
        code,
        body,
        idempotencyKey: checkoutAttempts.keyFor(body),
      });
      checkoutAttempts.forget();
      cartStore.clear();
      const state: OrderSuccessState = {
        saleNo: answer.data.sale_no,
        orderId: answer.data.id,
        status: answer.data.status,
      };
      await navigate(paths.orderSuccess(), { state });
    } catch (failure) {
      fail(orderErrorMessage(failure, t('errors.unexpected')));
    } finally {
      sending.current = false;
    }
  };

  return { placeOrder, error, processing: createOrder.isPending };
}
