import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorScreen } from "./ErrorScreen";

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/** Top-level boundary for anything that fails outside the router (providers, the router itself). */
export class AppErrorBoundary extends Component<Props, State> {
  state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Uncaught error", error, info.componentStack);
  }

  render() {
    if (this.state.hasError) {
      return (
        <main className="app-main" id="main">
          <ErrorScreen error={this.state.error} />
        </main>
      );
    }
    return this.props.children;
  }
}
