import type { Category, Colleague, ShippingAddress } from '@portal/contract';
import { buildCategoryTree, categoryPathNames } from '@/entities/catalogue/category-tree.ts';
import { addressLine } from './company-rules.ts';

/**
 * What an approval rule may name (decision 042): the catalogue's categories (each with its path,
 * "Tools › Spanners"), the company's ship-to addresses and the colleagues who approve.
 */
export interface RuleChoices {
  categories: { id: number; name: string }[];
  addresses: { id: number; name: string }[];
  approvers: { id: number; name: string }[];
}

export function ruleChoices(
  categories: readonly Category[],
  addresses: readonly ShippingAddress[],
  colleagues: readonly Colleague[],
): RuleChoices {
  const tree = buildCategoryTree(categories);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    categories: categories
      .map((category) => ({
        id: category.id,
        name: categoryPathNames(tree, category.id).join(' › ') || category.category,
      }))
      .sort(byName),
    addresses: addresses.map((address) => ({ id: address.id, name: addressLine(address) })),
    // Only an active approver or administrator may be named: the server refuses anyone else.
    approvers: colleagues
      .filter(
        (colleague) =>
          colleague.status === 'approved' &&
          (colleague.company_role === 'approver' || colleague.company_role === 'customer_admin'),
      )
      .map((colleague) => ({ id: colleague.user_id, name: colleague.name }))
      .sort(byName),
  };
}

/** The name of a choice by id; null when it is gone. */
export const nameOf = (choices: readonly { id: number; name: string }[], id: number | null) =>
  choices.find((choice) => choice.id === id)?.name ?? null;
