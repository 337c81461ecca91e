import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field, FormError } from "./Field";

describe("Field", () => {
  it("labels its control, and the hint describes it", () => {
    render(
      <Field label="City" hint="Where you live." optional>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "City (optional)" });
    expect(input).toHaveAccessibleDescription("Where you live.");
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("shows the error beside the control: invalid, described by the error then the hint", () => {
    render(
      <Field label="Email" error="Enter an email address." hint="We never share it." required>
        {(control) => <input type="email" {...control} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription("Enter an email address. We never share it.");
    // the error is text right after the control, not a colour
    expect(input.nextElementSibling).toHaveTextContent("Enter an email address.");
  });

  it("works for a select and a textarea, with a given id", () => {
    render(
      <>
        <Field label="Type" id="type" error="Choose a type.">
          {(control) => (
            <select {...control}>
              <option>Prayer</option>
            </select>
          )}
        </Field>
        <Field label="Message">{(control) => <textarea {...control} />}</Field>
      </>,
    );
    expect(screen.getByRole("combobox", { name: "Type" })).toHaveAttribute("id", "type");
    expect(screen.getByRole("combobox", { name: "Type" })).toHaveAccessibleDescription("Choose a type.");
    expect(screen.getByRole("textbox", { name: "Message" })).not.toHaveAttribute("aria-describedby");
  });

  it("FormError is an alert, and nothing without text", () => {
    const { rerender } = render(<FormError>{null}</FormError>);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    rerender(<FormError>The server is busy.</FormError>);
    expect(screen.getByRole("alert")).toHaveTextContent("The server is busy.");
  });
});
