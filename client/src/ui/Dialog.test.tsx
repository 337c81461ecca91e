import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Dialog, DialogActions } from "./Dialog";

/** A page with an opener button, a dialog with a field and two buttons, and a later button. */
function Page({ onSubmit, focusName = false }: { onSubmit?: () => void; focusName?: boolean }) {
  const [open, setOpen] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Add member
      </button>
      <button type="button">Behind the dialog</button>
      {open && (
        <Dialog
          title="Add a member"
          onClose={() => setOpen(false)}
          onSubmit={
            onSubmit &&
            ((event) => {
              event.preventDefault();
              onSubmit();
            })
          }
          initialFocus={focusName ? nameRef : undefined}
          describedBy="dialog-note"
        >
          <p id="dialog-note">Members get an email.</p>
          <label>
            Email <input />
          </label>
          <label>
            Name <input ref={nameRef} />
          </label>
          <DialogActions>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit">Save</button>
          </DialogActions>
        </Dialog>
      )}
    </main>
  );
}

async function openDialog(ui = <Page />) {
  const user = userEvent.setup();
  render(ui);
  const opener = screen.getByRole("button", { name: "Add member" });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole("dialog", { name: "Add a member" }) };
}

describe("Dialog", () => {
  it("is a modal labelled by its title and described by what the owner says", async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAttribute("open");
    expect(within(dialog).getByRole("heading", { level: 2, name: "Add a member" })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription("Members get an email.");
  });

  it("focuses the first field, or the one asked for", async () => {
    await openDialog();
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveFocus();
  });

  it("focuses the element given as initialFocus", async () => {
    await openDialog(<Page focusName />);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus();
  });

  it("keeps Tab and Shift+Tab inside the dialog", async () => {
    const { user, dialog } = await openDialog();
    const email = within(dialog).getByRole("textbox", { name: "Email" });
    const save = within(dialog).getByRole("button", { name: "Save" });
    save.focus();
    await user.tab();
    expect(email).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("Escape closes it and the focus goes back to the opener", async () => {
    const { user, opener } = await openDialog();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("a button that closes it returns the focus to the opener too", async () => {
    const { user, opener, dialog } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("a click on the backdrop closes it; a click inside does not", async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByText("Members get an email."));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.click(dialog);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("with onSubmit its body is a form: Enter in a field submits", async () => {
    const onSubmit = vi.fn();
    const { user } = await openDialog(<Page onSubmit={onSubmit} />);
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ruth@example.org{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("an owner that refuses to close keeps it open (e.g. while saving)", async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Saving" onClose={() => {}}>
        <button type="button">Wait</button>
      </Dialog>,
    );
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Saving" })).toBeInTheDocument();
  });
});
