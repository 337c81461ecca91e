// The Messages tab until its own issue fills it (issue 10):
// it says what it will show (spec 2 /admin).

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
