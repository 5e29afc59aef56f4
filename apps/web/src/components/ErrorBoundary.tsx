import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface State {
  error: unknown;
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What replaces the children after a failure; the whole-page error screen by default. */
  fallback?: ReactNode;
}

/**
 * A rendering failure shows a fallback instead of a blank page: the error screen outside the router, or
 * a smaller message where only part of a page failed (a dialog, see AppDialog).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('화면을 그리는 중 오류가 발생했습니다', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return this.props.fallback ?? <ErrorScreen />;
  }
}
