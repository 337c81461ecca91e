/**
 * The admin panel's Users tab (issue 10, spec section 2 /admin Users). Placeholder while the
 * table is built; the shell imports it lazily from this path.
 */
export function UsersTab() {
  return (
    <section aria-labelledby="admin-users-heading">
      <h2 id="admin-users-heading">Users</h2>
      <p>Loading users…</p>
    </section>
  );
}

export default UsersTab;
