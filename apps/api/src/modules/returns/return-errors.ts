import type { ReturnState } from '@portal/contract';
import { AppError } from '../../lib/app-error.ts';

/** 409 for an action the return's state does not allow: one sentence per state, in each language. */
export const returnNotAllowed = (state: ReturnState) =>
  new AppError(409, `returns.notAllowedIn.${state}`);
