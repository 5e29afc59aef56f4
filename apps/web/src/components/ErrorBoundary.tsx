import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface State {
  error: unknown;
}

/** Last line of defence outside the router: a rendering failure shows the error screen, not a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('화면을 그리는 중 오류가 발생했습니다', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorScreen /> : this.props.children;
  }
}
