import { ApolloProvider } from "@apollo/client/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { getApolloClient } from "./apollo";
import { AppErrorBoundary } from "./errors/AppErrorBoundary";
import { createAppRouter } from "./routes";
import "./styles/global.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <ApolloProvider client={getApolloClient()}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
