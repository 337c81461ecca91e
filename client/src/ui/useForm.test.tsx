import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Field, FormError } from "./Field";
import { networkMessage } from "../errors/classify";
import { useForm, type FieldErrors } from "./useForm";

type Values = { name: string; email: string; role: string; password: string };

function validate(v: Values): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  if (!v.name) errors.name = "Enter the member's name.";
  if (!v.email.includes("@")) errors.email = "Enter an email address.";
  return errors;
}

/** An admin-style user form built only from Field, FormError and useForm. */
function UserForm({ onSubmit, serverFieldErrors }: { onSubmit: (v: Values) => Promise<void>; serverFieldErrors?: boolean }) {
  const form = useForm<Values>({
    initial: { name: "", email: "", role: "USER", password: "" },
    validate,
    onSubmit,
    untrimmed: ["password"],
    serverFieldErrors,
  });
  return (
    <form onSubmit={(e) => void form.handleSubmit(e)} noValidate>
      <Field label="Name" required {...form.field("name")}>
        {(c) => <input {...c} {...form.input("name")} />}
      </Field>
      <Field label="Email" required {...form.field("email")}>
        {(c) => <input type="email" {...c} {...form.input("email")} />}
      </Field>
      <Field label="Role" {...form.field("role")}>
        {(c) => (
          <select {...c} {...form.input("role")}>
            <option value="USER">Member</option>
            <option value="ADMIN">Admin</option>
          </select>
        )}
      </Field>
      <Field label="Password" optional {...form.field("password")}>
        {(c) => <input type="password" {...c} {...form.input("password")} />}
      </Field>
      <FormError>{form.formError}</FormError>
      <button type="submit" disabled={form.submitting}>
        {form.submitting ? "Saving…" : "Save"}
      </button>
    </form>
  );
}

function setup(onSubmit: (v: Values) => Promise<void> = async () => {}, serverFieldErrors?: boolean) {
  const user = userEvent.setup();
  const sent: Values[] = [];
  render(
    <UserForm
      serverFieldErrors={serverFieldErrors}
      onSubmit={(v) => {
        sent.push(v);
        return onSubmit(v);
      }}
    />,
  );
  const box = (name: string) => screen.getByRole("textbox", { name: new RegExp(`^${name}`) });
  const save = () => screen.getByRole("button", { name: /^Sav/ });
  return { user, sent, box, save };
}

const serverError = (...errors: Array<{ message: string; field?: string }>) =>
  new CombinedGraphQLErrors({
    errors: errors.map(({ message, field }) => ({ message, extensions: { code: "invalid", ...(field ? { field } : {}) } })),
  });

describe("useForm", () => {
  it("checks before sending: errors beside their inputs, the first wrong input focused, nothing sent", async () => {
    const { user, sent, box, save } = setup();
    await user.type(box("Email"), "not-an-email");
    await user.click(save());
    expect(sent).toEqual([]);
    expect(box("Name")).toHaveAttribute("aria-invalid", "true");
    expect(box("Name")).toHaveAccessibleDescription("Enter the member's name.");
    expect(box("Email")).toHaveAccessibleDescription("Enter an email address.");
    await waitFor(() => expect(box("Name")).toHaveFocus());
  });

  it("editing an input clears its error only", async () => {
    const { user, box, save } = setup();
    await user.click(save());
    await user.type(box("Name"), "R");
    expect(box("Name")).not.toHaveAttribute("aria-invalid");
    expect(box("Email")).toHaveAttribute("aria-invalid", "true");
  });

  it("sends trimmed values (a password as typed) and shows the submit state", async () => {
    let finish = () => {};
    const { user, sent, box, save } = setup(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.type(box("Name"), "  Ruth Moabite ");
    await user.type(box("Email"), " ruth@example.org ");
    await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "Admin");
    await user.type(screen.getByLabelText(/Password/), " secret ");
    await user.click(save());
    expect(sent).toEqual([{ name: "Ruth Moabite", email: "ruth@example.org", role: "ADMIN", password: " secret " }]);
    expect(box("Name")).toHaveValue("Ruth Moabite");
    expect(save()).toBeDisabled();
    expect(save()).toHaveTextContent("Saving…");
    finish();
    await waitFor(() => expect(save()).toBeEnabled());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("a server error naming an input (extensions.field) shows beside it and focuses it", async () => {
    const { user, box, save } = setup(async () => {
      throw serverError({ message: "That email address is already registered.", field: "email" });
    });
    await user.type(box("Name"), "Ruth");
    await user.type(box("Email"), "ruth@example.org");
    await user.click(save());
    await waitFor(() => expect(box("Email")).toHaveAccessibleDescription("That email address is already registered."));
    expect(box("Email")).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(box("Email")).toHaveFocus());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("with serverFieldErrors false, a server error naming an input shows above the button instead", async () => {
    const { user, box, save } = setup(async () => {
      throw serverError({ message: "That email address is already registered.", field: "email" });
    }, false);
    await user.type(box("Name"), "Ruth");
    await user.type(box("Email"), "ruth@example.org");
    await user.click(save());
    expect(await screen.findByRole("alert")).toHaveTextContent("That email address is already registered.");
    expect(box("Email")).not.toHaveAttribute("aria-invalid");
  });

  it("a server error without a known field shows above the button, as an alert", async () => {
    const { user, box, save } = setup(async () => {
      throw serverError({ message: "The group is full." }, { message: "Unknown input.", field: "nickname" });
    });
    await user.type(box("Name"), "Ruth");
    await user.type(box("Email"), "ruth@example.org");
    await user.click(save());
    expect(await screen.findByRole("alert")).toHaveTextContent("The group is full. Unknown input.");
    expect(box("Email")).not.toHaveAttribute("aria-invalid");
  });

  it("a failure to reach the server says so and what to do, never the browser's text", async () => {
    const { user, box, save } = setup(async () => {
      throw new TypeError("Failed to fetch");
    });
    await user.type(box("Name"), "Ruth");
    await user.type(box("Email"), "ruth@example.org");
    await user.click(save());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(networkMessage());
    expect(alert).not.toHaveTextContent("Failed to fetch");
  });
});
