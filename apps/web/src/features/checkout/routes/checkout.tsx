import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { DeliveryMethod, PaymentOption } from '@portal/contract';
import { paths } from '@/app/paths.ts';
import { cartTotal } from '@/entities/cart/cart-rules.ts';
import { cartStore, useCartItems } from '@/entities/cart/cart-store.ts';
import { FreshCartProducts } from '@/entities/cart/use-fresh-cart-products.ts';
import { useOwnCustomer } from '@/entities/customer/own-customer.ts';
import { formatDate, isoDate } from '@/shared/lib/format.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { Alert } from '@/shared/ui/alert.tsx';
import { Button, buttonClasses } from '@/shared/ui/button.tsx';
import { ConfirmModal } from '@/shared/ui/confirm-modal.tsx';
import { TextField, inputClasses } from '@/shared/ui/field.tsx';
import { Loading } from '@/shared/ui/loading.tsx';
import { CheckoutItems } from '../components/checkout-items.tsx';
import { OrderOptions } from '../components/order-options.tsx';
import { ShippingAddressField } from '../components/shipping-address-field.tsx';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { ApprovalNotice } from '@/entities/orders/approval-notice.tsx';
import { shippingAddresses } from '../lib/checkout-rules.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm font-medium text-slate-700 dark:text-slate-200">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

const NO_FIELD_RULES = () => ({});

/** /checkout: every field of specification section 2 and Complete order. */
export function CheckoutRoute() {
  return (
    <>
      <FreshCartProducts />
      <CheckoutForm />
    </>
  );
}

function CheckoutForm() {
  const { t, i18n } = useTranslation('checkout');
  const session = useSession();
  const code = session.manufacturer?.code ?? '';
  const customer = useOwnCustomer();
  const items = useCartItems();
  const noteId = useId();
  const { placeOrder, error, processing } = usePlaceOrder(code);
  const [saleDate] = useState(() => isoDate(new Date()));
  // The fields are bounded by their inputs (lengths, choices); what can still be wrong is the
  // order's (no address, a product without a unit), which placeOrder tells above the form as
  // specification section 8 says, with the server's refusals.
  const form = useSchemaForm(NO_FIELD_RULES, {
    chosenAddress: null as number | null,
    purchaseOrder: '',
    note: '',
    deliveryMethod: 'pickup' as DeliveryMethod,
    paymentOption: 'cod' as PaymentOption,
  });
  const { chosenAddress, purchaseOrder, note, deliveryMethod, paymentOption } = form.values;
  const [clearing, setClearing] = useState(false);

  if (customer.isPending) return <Loading label={t('checkoutPage.loading')} />;
  const addresses = shippingAddresses(customer.data);
  // The first shipping address is preselected.
  const addressId = chosenAddress ?? addresses[0]?.id ?? null;

  const submit = form.submit(() => {
    void placeOrder(customer.data, items, {
      addressId,
      saleDate,
      purchaseOrder,
      note,
      deliveryMethod,
      paymentOption,
    });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('checkoutPage.title')}</h1>
      <ApprovalNotice total={cartTotal(items)} lines={items.length} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Section title={t('checkoutPage.customerSection')}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label={t('checkoutPage.customerCode')}>{customer.data?.code ?? '-'}</Fact>
          <Fact label={t('checkoutPage.customerName')}>{customer.data?.name ?? '-'}</Fact>
          {session.user?.rep_code ? (
            <Fact label={t('checkoutPage.salesPerson')}>{session.user.name}</Fact>
          ) : null}
          <Fact label={t('checkoutPage.orderDate')}>
            <time dateTime={saleDate}>{formatDate(saleDate, i18n.language)}</time>
          </Fact>
        </dl>
        <div className="grid gap-4 sm:grid-cols-2">
          <ShippingAddressField
            addresses={addresses}
            value={addressId}
            onChange={(id) => form.edit('chosenAddress', id)}
          />
          <TextField
            label={t('checkoutPage.customerPo')}
            value={purchaseOrder}
            maxLength={50}
            onChange={(event) => form.edit('purchaseOrder', event.target.value)}
          />
        </div>
      </Section>
      <Section title={t('checkoutPage.itemsSection')}>
        <CheckoutItems items={items} />
      </Section>
      <Section title={t('checkoutPage.optionsSection')}>
        <div className="flex flex-col gap-1">
          <label
            htmlFor={noteId}
            className="text-sm font-medium text-slate-700 dark:text-slate-200"
          >
            {t('checkoutPage.note')}
          </label>
          <textarea
            id={noteId}
            rows={3}
            maxLength={2000}
            value={note}
            onChange={(event) => form.edit('note', event.target.value)}
            className={inputClasses}
          />
        </div>
        <OrderOptions
          deliveryMethod={deliveryMethod}
          paymentOption={paymentOption}
          onDeliveryMethod={(method) => form.edit('deliveryMethod', method)}
          onPaymentOption={(option) => form.edit('paymentOption', option)}
        />
      </Section>
      {/* The destructive action sits with the way back, away from the primary one. */}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-between">
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Link to={paths.products()} className={buttonClasses('secondary')}>
            {t('checkoutPage.continueShopping')}
          </Link>
          <Button variant="quietDanger" onClick={() => setClearing(true)} disabled={processing}>
            {t('checkoutPage.clearOrder')}
          </Button>
        </div>
        <Button type="submit" disabled={processing}>
          {processing ? t('checkoutPage.processing') : t('checkoutPage.completeOrder')}
        </Button>
      </div>
      <ConfirmModal
        open={clearing}
        title={t('checkoutPage.clearTitle')}
        message={t('checkoutPage.clearMessage')}
        confirmLabel={t('checkoutPage.clearOrder')}
        cancelLabel={t('checkoutPage.keepOrder')}
        danger
        onCancel={() => setClearing(false)}
        onConfirm={() => {
          setClearing(false);
          cartStore.clear();
        }}
      />
    </form>
  );
}
