import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../test/renderRoutes";
import { AppErrorBoundary } from "./AppErrorBoundary";
import { ErrorScreen } from "./ErrorScreen";
import { RouteError } from "./RouteError";

function Boom(): never {
  throw new Error("Cannot read properties of undefined (reading 'name')");
}

describe("ErrorScreen", () => {
  it("renders the texts, the refresh button and collapsible details", async () => {
    const onRefresh = vi.fn();
    render(<ErrorScreen error={new Error("The server said no")} onRefresh={onRefresh} />);

    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText("There was an error loading this page. Please try refreshing.")).toBeInTheDocument();

    const details = screen.getByText("Error Details").closest("details");
    expect(details).not.toBeNull();
    expect(screen.getByText("Error Details").tagName).toBe("SUMMARY");
    expect(details).not.toHaveAttribute("open");
    expect(details).toHaveTextContent("The server said no");

    const user = userEvent.setup();
    await user.click(screen.getByText("Error Details"));
    expect(details).toHaveAttribute("open");

    await user.click(screen.getByRole("button", { name: "Refresh Page" }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it("describes non-Error values", () => {
    render(<ErrorScreen error="plain text failure" />);
    expect(screen.getByText("plain text failure")).toBeInTheDocument();
  });
});

describe("RouteError as the router's errorElement", () => {
  it("shows the error screen with the thrown message", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderRoutes([{ path: "/", element: <Boom />, errorElement: <RouteError /> }], "/");
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText(/reading 'name'/)).toBeInTheDocument();
  });

  it("shows status and text for a thrown response", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderRoutes(
      [
        {
          path: "/",
          loader: () => {
            throw new Response("Gone fishing", { status: 503, statusText: "Service Unavailable" });
          },
          element: <p>never</p>,
          errorElement: <RouteError />,
        },
      ],
      "/",
    );
    expect(await screen.findByText("503 Service Unavailable: Gone fishing")).toBeInTheDocument();
  });
});

describe("AppErrorBoundary", () => {
  it("catches render errors outside the router", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Boom />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh Page" })).toBeInTheDocument();
  });
});
