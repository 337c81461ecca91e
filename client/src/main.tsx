import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppErrorBoundary } from "./errors/AppErrorBoundary";
import { startServiceWorker } from "./pwa/start";
import { createAppRouter } from "./routes";
import "./styles/global.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const router = createAppRouter();

// No Apollo here: Home loads without it; the screens that use it bring it (app/AppApolloProvider).
createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  </StrictMode>,
);

// The installable app's service worker, after the load event (src/pwa/start.ts).
startServiceWorker();
