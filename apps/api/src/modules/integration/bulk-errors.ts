import { MAX_REPORTED_ERRORS, type MessageKey, type MessageParams } from '@portal/contract';
import { fieldErrors, type FieldMessage } from '../../lib/app-error.ts';

/** A problem of one item of a bulk request. */
export interface ItemProblem {
  index: number;
  field: string;
  key: MessageKey;
  params?: MessageParams | undefined;
}

/** 422 naming every bad item at `items.N.field`, as the request's own validation does. */
export function itemsFailure(problems: readonly ItemProblem[]) {
  const fields: Record<string, FieldMessage[]> = {};
  for (const problem of problems.slice(0, MAX_REPORTED_ERRORS)) {
    const message: FieldMessage = { key: problem.key };
    if (problem.params) message.params = problem.params;
    (fields[`items.${problem.index}.${problem.field}`] ??= []).push(message);
  }
  return fieldErrors(fields);
}
