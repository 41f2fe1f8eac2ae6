import type { ClientErrorReport } from '@portal/contract';
import { call } from './api-client.ts';
import * as publicEndpoints from '@portal/contract/endpoints/public';

const clip = (text: string | undefined, max: number) => text?.slice(0, max);

/** Sends a render error to the server's log; a failure here is only written to the console. */
export function reportClientError(error: unknown, componentStack?: string) {
  const failure = error instanceof Error ? error : new Error(String(error));
  const report: ClientErrorReport = {
    error: {
      message: clip(failure.message, 2000) || failure.name,
      stack: clip(failure.stack, 16000),
    },
    errorInfo: { componentStack: clip(componentStack, 16000) },
    url: clip(window.location.href, 2000),
  };
  console.error(failure);
  call(publicEndpoints.logError, { body: report }).catch((sendError: unknown) => {
    console.warn('the error report could not be sent', sendError);
  });
}
