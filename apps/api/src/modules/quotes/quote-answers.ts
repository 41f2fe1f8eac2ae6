import {
  quoteStatusAt,
  type QuoteDetail,
  type QuoteStatus,
  type QuoteSummary,
} from '@portal/contract';
import type { QuoteRow, QuoteSummaryRow } from '../../readers/quote-reader.ts';
import { fullName } from '../admin/common/admin-common.ts';

/** A quote's rows as the answers of both audiences tell them (schemas: contract quotes.ts). */

/** Timestamps come as Date at the top level and as text inside JSON: both leave as ISO text. */
const iso = (value: Date | string) => new Date(value).toISOString();

const nameOf = (first: string | null, last: string | null) =>
  first === null && last === null ? null : fullName(first ?? '', last ?? '');

export function quoteSummaryOf(row: QuoteSummaryRow, now: Date): QuoteSummary {
  return {
    id: row.id,
    status: quoteStatusAt(row.status, row.valid_until, now),
    customer: { name: row.customer_name, code: row.customer_code },
    requested_by: nameOf(row.requested_by_first_name, row.requested_by_last_name),
    wanted_date: row.wanted_date,
    line_count: row.line_count,
    latest_version: row.latest_version && {
      version_no: row.latest_version.version_no,
      valid_until_date: row.latest_version.valid_until_date,
      valid_until: iso(row.latest_version.valid_until),
      total: Number(row.latest_version.total),
    },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/**
 * The whole quote. The buyer sees that the manufacturer's staff acted, not who: `staff` without
 * a name; the console sees the names.
 */
export function quoteDetailOf(row: QuoteRow, now: Date, audience: 'buyer' | 'staff'): QuoteDetail {
  return {
    ...quoteSummaryOf(row, now),
    note: row.note,
    order: row.order,
    lines: row.lines.map((line) => ({
      id: line.id,
      line_no: line.line_no,
      product:
        line.product_id === null
          ? null
          : {
              id: line.product_id,
              part_number: line.part_number ?? '',
              description: line.product_description ?? '',
              uom_code: line.uom_code ?? '',
              active: line.active ?? false,
            },
      description: line.description,
      quantity: line.quantity,
      comment: line.comment,
    })),
    versions: row.versions.map((version) => ({
      id: version.id,
      version_no: version.version_no,
      valid_until_date: version.valid_until_date,
      valid_until: iso(version.valid_until),
      payment_terms: version.payment_terms,
      note: version.note,
      sent_at: iso(version.sent_at),
      total: Number(version.total),
      lines: version.lines.map((line) => ({
        quote_line_id: line.quote_line_id,
        product: {
          id: line.product_id,
          part_number: line.part_number,
          description: line.description,
          uom_code: line.uom_code,
          active: line.active,
        },
        quantity: line.quantity,
        price: Number(line.price),
        line_total: Number(line.line_total),
        tiers: line.tiers.map((tier) => ({ min_qty: tier.min_qty, price: Number(tier.price) })),
      })),
    })),
    events: row.events.map((event) => ({
      action: event.action,
      to_status: event.to_status as QuoteStatus,
      message: event.message,
      by: event.staff && audience === 'buyer' ? null : nameOf(event.first_name, event.last_name),
      staff: event.staff,
      at: iso(event.created_at),
    })),
  };
}
