import { errorBody } from '../common.ts';
import { pdfFile } from '../documents.ts';
import { fileAnswer } from './endpoint.ts';

/** The error answers most endpoints share, by what can go wrong there. */
export const signedInErrors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  422: errorBody,
};

/** A signed-in write that can also be in conflict with the current state. */
export const conflictErrors = { ...signedInErrors, 409: errorBody };

/** Every console endpoint's. */
export const consoleErrors = conflictErrors;

/** Every answer of the integration API besides its own: the 429 of the key's rate too. */
export const integrationErrors = { ...conflictErrors, 429: errorBody };

/** An answer that is a PDF (the API reference lists it as application/pdf). */
/*#__NO_SIDE_EFFECTS__*/
export const pdfAnswer = (description: string) =>
  fileAnswer(pdfFile, ['application/pdf'], description);
