import { useState } from 'react';
import { acceptQuoteRequest, type QuoteVersion } from '@portal/contract';
import { tieredPrice } from '@portal/contract/rules/quote-tiers';
import { useAcceptQuote } from '@/entities/quotes/quotes-api.ts';
import { useOwnCustomer } from '@/entities/customer/own-customer.ts';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { randomKey } from '@/shared/lib/random-key.ts';
import { useFormatMoney } from '@/shared/lib/format.ts';
import { useSchemaForm } from '@/shared/lib/use-schema-form.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { SelectField, TextField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useToast } from '@/shared/ui/toast.tsx';

interface AcceptDialogProps {
  quoteId: number;
  version: QuoteVersion;
  onPlaced: (orderId: number) => void;
  onClose: () => void;
}

interface Values {
  shipping_address_id: number | null;
  purchase_order: string;
  /** The quantity of each line with quantity breaks, as typed, in the version's order. */
  quantities: string[];
}

/**
 * Accepting the latest version places an order at exactly its prices (issue 30 point 3): where
 * it goes and the purchase order are asked; the payment terms are the version's. One
 * Idempotency-Key per opening, so a double click or a retry places one order.
 */
export function AcceptDialog({ quoteId, version, onPlaced, onClose }: AcceptDialogProps) {
  const { t } = useTranslation(['quotes', 'checkout']);
  const formatMoney = useFormatMoney();
  const code = useSession().manufacturer?.code ?? '';
  const toast = useToast();
  const [key] = useState(randomKey);
  const accept = useAcceptQuote(code, quoteId, key);
  const customer = useOwnCustomer();
  const addresses = customer.data?.shipping_addresses ?? [];
  // A line with quantity breaks is ordered at the quantity the buyer chooses (decision 042).
  const tiered = version.lines.filter((line) => line.tiers.length > 0);
  const initial: Values = {
    shipping_address_id: null,
    purchase_order: '',
    quantities: tiered.map((line) => String(line.quantity)),
  };
  const form = useSchemaForm(acceptQuoteRequest, initial, {
    body: (values) => ({
      version_no: version.version_no,
      shipping_address_id: values.shipping_address_id ?? addresses[0]?.id,
      delivery_method: 'delivery',
      purchase_order: values.purchase_order,
      quantities: tiered.map((line, index) => ({
        quote_line_id: line.quote_line_id,
        quantity: Number(values.quantities[index]),
      })),
    }),
    tellsEveryRefusal: true,
  });
  const setQuantity = (index: number, value: string) =>
    form.edit(
      'quantities',
      form.values.quantities.map((quantity, at) => (at === index ? value : quantity)),
      `quantities.${index}.quantity`,
    );

  return (
    <FormDialog
      title={t('acceptDialog.title', { number: version.version_no })}
      intro={t('acceptDialog.intro', { total: formatMoney(version.total) })}
      submitLabel={t('acceptDialog.submit')}
      pendingLabel={t('acceptDialog.pending')}
      pending={accept.isPending}
      submitDisabled={customer.isPending}
      failure={form.failure}
      onSubmit={form.submit((body) =>
        accept.mutate(body as Parameters<typeof accept.mutate>[0], {
          onSuccess: ({ data }) => {
            // An order a colleague must approve first (decision 033) is not the manufacturer's yet.
            toast.success(
              t(
                data.status === 'awaiting_approval'
                  ? 'acceptDialog.placedAwaitingApproval'
                  : 'acceptDialog.placed',
                { number: data.sale_no },
              ),
            );
            onPlaced(data.id);
          },
          onError: form.failed,
        }),
      )}
      onClose={onClose}
    >
      <SelectField
        label={t('checkout:checkoutPage.shippingAddress')}
        value={form.values.shipping_address_id ?? addresses[0]?.id ?? ''}
        error={form.errors['shipping_address_id']}
        onChange={(event) => form.edit('shipping_address_id', Number(event.target.value))}
      >
        {addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {[address.address, address.city, address.postal_code].filter(Boolean).join(', ')}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('acceptDialog.purchaseOrder')}
        value={form.values.purchase_order}
        error={form.errors['purchase_order']}
        maxLength={50}
        onChange={(event) => form.edit('purchase_order', event.target.value)}
      />
      {tiered.map((line, index) => {
        const quantity = Number(form.values.quantities[index]);
        const price = Number.isInteger(quantity)
          ? tieredPrice(line.price, line.tiers, quantity)
          : line.price;
        return (
          <div key={line.quote_line_id} className="flex flex-col gap-1">
            <TextField
              label={t('acceptDialog.quantityOf', { part: line.product.part_number })}
              inputMode="numeric"
              value={form.values.quantities[index] ?? ''}
              error={form.errors[`quantities.${index}.quantity`]}
              onChange={(event) => setQuantity(index, event.target.value)}
            />
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t('acceptDialog.breaks', {
                price: formatMoney(line.price),
                breaks: line.tiers
                  .map((tier) =>
                    t('acceptDialog.break', {
                      quantity: tier.min_qty,
                      price: formatMoney(tier.price),
                    }),
                  )
                  .join('; '),
              })}{' '}
              {t('acceptDialog.unitPrice', { price: formatMoney(price) })}
            </p>
          </div>
        );
      })}
    </FormDialog>
  );
}
