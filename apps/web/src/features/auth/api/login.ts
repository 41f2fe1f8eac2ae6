import { useState, useTransition } from 'react';
import type { LoginRequest, LoginResponse } from '@portal/contract';
import { call } from '@/shared/api/api-client.ts';
import { sessionStore } from '@/shared/session/session-store.ts';
import * as publicEndpoints from '@portal/contract/endpoints/public';

export const login = (body: LoginRequest) => call(publicEndpoints.login, { body });

/**
 * Signs in and applies the login effects of specification section 4 before `onSignedIn` moves the
 * screen on. A React action rather than a TanStack mutation: the login screen does not load Query
 * (issue 4). The member's settings are fetched by the first signed-in screen and kept for the
 * session (entities/tenant/private-settings.ts).
 */
export function useLogin() {
  const [isPending, startTransition] = useTransition();
  const [error, setError] = useState<unknown>(null);
  const [choice, setChoice] = useState<LoginResponse | null>(null);

  const signIn = (body: LoginRequest, onSignedIn: () => void) => {
    setError(null);
    startTransition(async () => {
      try {
        const answer = await login(body);
        if (needsCompanyChoice(body, answer)) {
          // After an await, a state update belongs to the transition only when wrapped again.
          startTransition(() => setChoice(answer));
          return;
        }
        sessionStore.signIn(answer);
      } catch (failure) {
        startTransition(() => setError(failure));
        return;
      }
      onSignedIn();
    });
  };

  return { signIn, isPending, error, choice, dropChoice: () => setChoice(null) };
}

/**
 * Issue 16: an account approved at several companies that signed in without a company code
 * chooses one; the answer is stored only then (its session is the first company's).
 */
export const needsCompanyChoice = (body: LoginRequest, answer: LoginResponse) =>
  !body.manufacturerCode && answer.tenants.length > 1;
