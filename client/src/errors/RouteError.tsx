import { useRouteError } from "react-router";
import { ErrorScreen } from "./ErrorScreen";

/** The router's errorElement: shows what a loader or render threw. */
export function RouteError() {
  const error = useRouteError();
  return <ErrorScreen error={error} />;
}
