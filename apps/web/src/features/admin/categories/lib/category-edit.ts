import type { AdminCategory } from '@portal/contract';

/** What the category dialog is doing: a new category (under a parent), a rename or a move. */
export type CategoryEdit =
  | { kind: 'create'; parentId: number | null }
  | { kind: 'rename'; category: AdminCategory }
  | { kind: 'move'; category: AdminCategory };

/** '' in the parent select is the top level. */
export const parentValue = (id: number | null) => (id === null ? '' : String(id));
export const parentOf = (value: string) => (value === '' ? null : Number(value));
