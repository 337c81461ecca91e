// The admin panel's Groups tab (spec 2 /admin, issue 10). Built out in following commits.
export function GroupsTab() {
  return (
    <section aria-labelledby="admin-groups-heading">
      <h2 id="admin-groups-heading">Groups</h2>
    </section>
  );
}

export default GroupsTab;
