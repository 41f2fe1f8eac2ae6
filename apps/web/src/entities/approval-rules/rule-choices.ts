import type { CategoryNode } from '@/entities/catalogue/category-tree.ts';

/**
 * What an approval rule may name (decision 042): the catalogue's categories (each with its path,
 * "Tools › Spanners"), the customer's ship-to addresses and the colleagues who approve. The
 * Company area reads them from its own endpoints, the console from the customer's (issue 29).
 */
export interface RuleChoices {
  categories: { id: number; name: string }[];
  addresses: { id: number; name: string }[];
  approvers: { id: number; name: string }[];
}

/** A person of the customer as both the colleagues' list and the console's customer give them. */
export interface RulePerson {
  user_id: number;
  name: string;
  status: string;
  company_role: string;
}

/** An address as one line of a choice: its street lines, city and postal code. */
export const addressLine = (address: { address: string; city: string; postal_code: string }) =>
  [address.address, address.city, address.postal_code].filter(Boolean).join(', ');

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

function categoryPaths(nodes: readonly CategoryNode[], above: string): RuleChoices['categories'] {
  return nodes.flatMap((node) => {
    const name = above ? `${above} › ${node.name}` : node.name;
    return [{ id: node.id, name }, ...categoryPaths(node.children, name)];
  });
}

export function ruleChoices({
  categories,
  addresses,
  people,
}: {
  /** The category tree (buyer's or console's). */
  categories: readonly CategoryNode[];
  /** The customer's ship-to addresses. */
  addresses: readonly { id: number; address: string; city: string; postal_code: string }[];
  people: readonly RulePerson[];
}): RuleChoices {
  return {
    categories: categoryPaths(categories, '').sort(byName),
    addresses: addresses.map((address) => ({ id: address.id, name: addressLine(address) })),
    // Only an active approver or administrator may be named: the server refuses anyone else.
    approvers: people
      .filter(
        (person) =>
          person.status === 'approved' &&
          (person.company_role === 'approver' || person.company_role === 'customer_admin'),
      )
      .map((person) => ({ id: person.user_id, name: person.name }))
      .sort(byName),
  };
}

/** The name of a choice by id; null when it is gone. */
export const nameOf = (choices: readonly { id: number; name: string }[], id: number | null) =>
  choices.find((choice) => choice.id === id)?.name ?? null;
