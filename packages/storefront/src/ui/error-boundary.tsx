// A page that throws while rendering (or whose code chunk failed to load after a deploy) shows what
// happened and a way on, instead of a blank screen. Resets when the route changes.
import { Component, type ErrorInfo, type ReactNode } from "react";
import { t } from "../i18n/i18n";

interface Props {
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  key: string;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="page" role="alert">
        <h1>{t("Something went wrong")}</h1>
        <p className="muted">
          {t("This page could not be shown. Reload to try again, or go back to the shop.")}
        </p>
        <p>
          <button type="button" className="btn" onClick={() => window.location.reload()}>
            {t("Reload")}
          </button>{" "}
          <a className="btn btn-secondary" href="/">
            {t("Go to Home")}
          </a>
        </p>
      </div>
    );
  }
}
