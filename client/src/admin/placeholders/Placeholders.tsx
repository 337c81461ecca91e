// The Messages and Donations tabs until their own issues fill them (issue 10):
// each says what it will show (spec 2 /admin).

function Placeholder({ id, title, children }: { id: string; title: string; children: string }) {
  return (
    <section className="admin-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{children}</p>
      <p className="muted">This tab is not built yet.</p>
    </section>
  );
}

export function MessagesPlaceholder() {
  return (
    <Placeholder id="admin-messages-heading" title="Messages">
      This tab will manage the messages posted to groups: filter them by group and type, see how many there are, write
      and edit a message (group, type, title, priority and content), and delete one after confirming.
    </Placeholder>
  );
}

export function DonationsPlaceholder() {
  return (
    <Placeholder id="admin-donations-heading" title="Donations">
      This tab will list the donations in a table: donor (or Anonymous), amount, type, status and date.
    </Placeholder>
  );
}
