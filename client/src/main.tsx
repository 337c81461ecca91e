import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppErrorBoundary } from "./errors/AppErrorBoundary";
import { activateLocale, initialLocale } from "./i18n/i18n";
import { startServiceWorker } from "./pwa/start";
import { createAppRouter } from "./routes";
import "./styles/global.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const router = createAppRouter();

// The language first (English is in the first load; another waits for its first bundle), so no screen
// shows a message id. A catalogue that fails to load leaves the app in English.
activateLocale(initialLocale())
  .catch(() => activateLocale("en"))
  .finally(() => {
    // No Apollo here: Home loads without it; the screens that use it bring it (app/AppApolloProvider).
    createRoot(container).render(
      <StrictMode>
        <AppErrorBoundary>
          <RouterProvider router={router} />
        </AppErrorBoundary>
      </StrictMode>,
    );
  });

// The installable app's service worker, after the load event (src/pwa/start.ts).
startServiceWorker();
