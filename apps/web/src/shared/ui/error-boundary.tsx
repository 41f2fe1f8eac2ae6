import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '@/shared/api/report-client-error.ts';
import { ErrorScreen } from './error-screen.tsx';

interface State {
  error: Error | null;
}

/** Catches render errors anywhere below, reports them to the server and shows the fallback. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportClientError(error, info.componentStack ?? undefined);
  }

  override render() {
    return this.state.error ? <ErrorScreen /> : this.props.children;
  }
}
