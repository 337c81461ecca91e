package service_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"journey365/app/apptest"
	"journey365/journey"
	"journey365/service"
)

// importState is everything an import may write, as text: users, memberships,
// seats, the outbox and the audit log, to prove a preview or a refused
// import wrote nothing.
func importState(t *testing.T, a *apptest.App) string {
	t.Helper()
	var s string
	a.MustGet(t, &s, `SELECT concat_ws(E'\n',
		(SELECT string_agg(u::text, E'\n' ORDER BY id) FROM users u),
		(SELECT string_agg(m::text, E'\n' ORDER BY group_id, user_id) FROM group_members m),
		(SELECT string_agg(id || ':' || member_count, ',' ORDER BY id) FROM groups),
		(SELECT count(*) FROM email_outbox), (SELECT count(*) FROM audit_log))`)
	return s
}

// problemsOf is each problem as "row field: message".
func problemsOf(ps []service.ImportProblem) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = fmt.Sprintf("%d %s: %s", p.Row, p.Field, p.Message)
	}
	return out
}

// importFixture is a programme on 2026-11-22 (January 2027 open, 50 seats)
// with an account for ann@example.com, April 2027 of one seat, and a file
// with a row for every problem the preview names.
func importFixture(t *testing.T) (*apptest.App, *service.AdminService, func() string, int64, string) {
	t.Helper()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	admin := a.MustAdmin(t, "ada@example.com", "correct horse battery")
	ctx, adm := mustAdminService(t, a, admin)
	_ = ctx
	mustRegister(t, a, "Ann Reader", "ann@example.com")
	april := mkGroup(t, a, "April 2027 Group", "2027-04-01")
	if _, err := a.DB.Exec(`UPDATE groups SET max_members = 1, status = 'upcoming' WHERE id = $1`, april); err != nil {
		t.Fatal(err)
	}
	old := mkGroup(t, a, "July 2025 Group", "2025-07-01")
	if _, err := a.DB.Exec(`UPDATE groups SET status = 'completed' WHERE id = $1`, old); err != nil {
		t.Fatal(err)
	}
	// Columns in another order and case, with one the import does not read.
	file := strings.Join([]string{
		"EMAIL,Full Name,Notes,City,Mailing_Address,Group",
		"kofi@example.com,Kofi Mensah,first,Accra,1 Ring Road,",                                                  // 2: valid, to January
		",  ,,Accra,1 Ring Road,",                                                                                // 3: blank name, blank email
		"not-an-email,Ama Owusu,,Kumasi,2 Market St,January 2027",                                                // 4: bad email
		"yaw@example.com,Yaw Boateng,,,  ,",                                                                      // 5: blank city and address
		"KOFI@example.com,Kofi Again,,Accra,1 Ring Road,",                                                        // 6: same email as row 2
		"ann@example.com,Ann Reader,,Accra,1 Ring Road,",                                                         // 7: an account already
		"efua@example.com,Efua Sarpong,,Tema,3 Harbour Rd,Jnauary 2027",                                          // 8: unknown group
		"esi@example.com,Esi Addo,,Tema,4 Harbour Rd,april 2027 group",                                           // 9: April's one seat
		"kwame@example.com,Kwame Nkrumah,,Tema,5 Harbour Rd,April 2027",                                          // 10: April full
		fmt.Sprintf(`abena@example.com,"=HYPERLINK(""http://evil.example"",""x"")",,Ho,6 Volta St,#%d`, april+0), // 11: April full too
		"akua@example.com,Akua Mensah,,Ho,7 Volta St,July 2025",                                                  // 12: ended
		",,,,,", // 13: blank: skipped
		"adwoa@example.com,@Adwoa,,+Cape Coast,-8 Castle Rd,#" + fmt.Sprint(april+1000), // 14: unknown group number
		"kojo@example.com,Kojo Antwi,,Cape Coast,9 Castle Rd,January 2027 Group",        // 15: valid
	}, "\n")
	return a, adm, func() string { return importState(t, a) }, april, file
}

// The preview names every problem of every row with its row number and
// column, counts the seats of a group with the file's earlier rows, and
// writes nothing.
func TestMemberImportPreviewNamesEveryProblemAndWritesNothing(t *testing.T) {
	t.Parallel()
	_, adm, state, april, file := importFixture(t)
	before := state()
	p, err := adm.PreviewMemberImport(t.Context(), file)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`3 name: Full name is required.`,
		`3 email: Email is required.`,
		`4 email: "not-an-email" is not a valid email address.`,
		`5 city: City is required.`,
		`5 mailing address: Mailing address is required.`,
		`6 email: The same email as row 2.`,
		`7 email: An account with this email exists already.`,
		`8 group: No group is called "Jnauary 2027": write its name as the Groups tab shows it, or its number.`,
		`10 group: April 2027 Group is full: its one free seat goes to an earlier row of this file.`,
		`11 group: April 2027 Group is full: its one free seat goes to an earlier row of this file.`,
		`12 group: July 2025 Group has ended: name a group that is under way or upcoming.`,
		`14 group: No group is called "#` + fmt.Sprint(april+1000) + `": write its name as the Groups tab shows it, or its number.`,
	}
	if got := problemsOf(p.Problems); !slices.Equal(got, want) {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// Rows 2, 9 and 15 are valid, of 14 rows less the blank one.
	if p.Rows != 13 || p.Valid != 3 || p.WithProblems != 10 {
		t.Errorf("rows %d, valid %d, with problems %d; want 13, 3, 10", p.Rows, p.Valid, p.WithProblems)
	}
	if len(p.Groups) != 2 || p.Groups[0].GroupName != "January 2027 Group" || p.Groups[0].Members != 2 ||
		p.Groups[1].GroupName != "April 2027 Group" || p.Groups[1].Members != 1 {
		t.Errorf("groups %+v; want January 2027 Group 2, April 2027 Group 1", p.Groups)
	}
	if !slices.Equal(p.IgnoredColumns, []string{"Notes"}) {
		t.Errorf("ignored columns %q", p.IgnoredColumns)
	}
	if after := state(); after != before {
		t.Errorf("the preview wrote:\n%s\nwas:\n%s", after, before)
	}
}

// The import checks again and creates the valid rows' members in their
// groups, each with one welcome mail in the outbox and one audit entry, and
// one entry for the import; a formula cell is stored as text. Run again, it
// imports nobody: those emails are accounts now.
func TestMemberImportImportsTheValidRowsOnceWithAWelcomeEach(t *testing.T) {
	t.Parallel()
	a, adm, state, april, file := importFixture(t)
	// Since the preview, kojo registered himself: the import sees it.
	mustRegister(t, a, "Kojo Antwi", "kojo@example.com")
	res, err := adm.ImportMembers(t.Context(), file)
	if err != nil {
		t.Fatal(err)
	}
	if res.Rows != 13 || res.Imported != 2 || res.Skipped != 11 {
		t.Errorf("rows %d, imported %d, skipped %d; want 13, 2, 11", res.Rows, res.Imported, res.Skipped)
	}
	if got := problemsOf(res.Problems); !slices.Contains(got, `15 email: An account with this email exists already.`) {
		t.Errorf("problems %q do not name row 15's account", got)
	}
	var members []string
	if err := a.DB.Select(&members, `SELECT u.name || ' <' || u.email || '> ' || u.city || ' / ' || u.mailing_address || ' in ' || g.name
		FROM users u JOIN group_members m ON m.user_id = u.id JOIN groups g ON g.id = m.group_id
		WHERE u.role = 'user' AND u.email NOT IN ('ann@example.com', 'kojo@example.com') ORDER BY u.id`); err != nil {
		t.Fatal(err)
	}
	want := []string{"Kofi Mensah <kofi@example.com> Accra / 1 Ring Road in January 2027 Group",
		"Esi Addo <esi@example.com> Tema / 4 Harbour Rd in April 2027 Group"}
	if !slices.Equal(members, want) {
		t.Errorf("members %q; want %q", members, want)
	}
	var aprilCount int
	a.MustGet(t, &aprilCount, `SELECT member_count FROM groups WHERE id = $1`, april)
	if aprilCount != 1 {
		t.Errorf("April 2027 counts %d members, want 1", aprilCount)
	}
	// Exactly one welcome mail per imported member, none for the others.
	var mails []string
	if err := a.DB.Select(&mails, `SELECT to_address FROM email_outbox WHERE kind = 'welcome'
		AND to_address NOT IN ('ann@example.com', 'kojo@example.com') ORDER BY to_address`); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(mails, []string{"esi@example.com", "kofi@example.com"}) {
		t.Errorf("welcome mails to %q; want one each to esi and kofi", mails)
	}
	var subject string
	a.MustGet(t, &subject, `SELECT subject FROM email_outbox WHERE to_address = 'esi@example.com'`)
	if !strings.Contains(subject, "April 2027 Group") {
		t.Errorf("Esi's welcome says %q, want her group", subject)
	}
	var esi int64
	a.MustGet(t, &esi, `SELECT id FROM users WHERE email = 'esi@example.com'`)
	if rows := auditRows(t, a, esi); len(rows) != 1 || !strings.HasPrefix(rows[0], "user.import by Admin ada@example.com ") ||
		!strings.Contains(rows[0], `"after": "April 2027 Group", "field": "group"`) {
		t.Errorf("Esi's audit %q", rows)
	}
	var summary []string
	if err := a.DB.Select(&summary, `SELECT admin_name || ' ' || changes::text FROM audit_log WHERE action = 'users.import'`); err != nil {
		t.Fatal(err)
	}
	if len(summary) != 1 || !strings.Contains(summary[0], `"after": "13", "field": "rows"`) ||
		!strings.Contains(summary[0], `"after": "2", "field": "imported"`) || !strings.Contains(summary[0], `"after": "11", "field": "skipped"`) ||
		!strings.Contains(summary[0], "January 2027 Group: 1; April 2027 Group: 1") || !strings.HasPrefix(summary[0], "Admin ada@example.com ") {
		t.Errorf("import audit %q", summary)
	}
	// The same file again: nobody twice, nothing written.
	before := state()
	again, err := adm.ImportMembers(t.Context(), file)
	if err != nil {
		t.Fatal(err)
	}
	if again.Imported != 0 || again.Skipped != 13 {
		t.Errorf("second run imported %d, skipped %d; want 0 and 13", again.Imported, again.Skipped)
	}
	for _, row := range []int{2, 9} {
		if got := problemsOf(again.Problems); !slices.Contains(got, fmt.Sprintf("%d email: An account with this email exists already.", row)) {
			t.Errorf("second run: row %d is not an account already: %q", row, got)
		}
	}
	if after := state(); after != before {
		t.Errorf("the second run wrote:\n%s\nwas:\n%s", after, before)
	}
}

// A formula cell is kept as the text it is; registration's checks (trim,
// required) are the only ones.
func TestMemberImportStoresFormulaCellsAsText(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	_, adm := mustAdminService(t, a, a.MustAdmin(t, "ada@example.com", "correct horse battery"))
	res, err := adm.ImportMembers(t.Context(), "name,email,city,mailing address\n"+
		`"=HYPERLINK(""http://evil.example"",""x"")",abena@example.com,+233 Ho,-6 Volta St`+"\n"+
		"@Kojo,kojo@example.com,=1+2,@home\n")
	if err != nil || res.Imported != 2 {
		t.Fatalf("import = %+v, %v", res, err)
	}
	var got []string
	if err := a.DB.Select(&got, `SELECT name || '|' || city || '|' || mailing_address FROM users WHERE role = 'user' ORDER BY email`); err != nil {
		t.Fatal(err)
	}
	want := []string{`=HYPERLINK("http://evil.example","x")|+233 Ho|-6 Volta St`, `@Kojo|=1+2|@home`}
	if !slices.Equal(got, want) {
		t.Errorf("stored %q; want %q", got, want)
	}
}

// Rows without a group go where registration would put them: the open group
// while it has seats (counting the file's earlier rows), then the next; with
// no seat anywhere the row says to name a group.
func TestMemberImportPlacesRowsWithoutAGroupAsRegistrationDoes(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	_, adm := mustAdminService(t, a, a.MustAdmin(t, "ada@example.com", "correct horse battery"))
	mustRegister(t, a, "Ann Reader", "ann@example.com")
	// January 2027 keeps two seats; April 2027 one.
	if _, err := a.DB.Exec(`UPDATE groups SET max_members = member_count + 2 WHERE name = 'January 2027 Group'`); err != nil {
		t.Fatal(err)
	}
	april := mkGroup(t, a, "April 2027 Group", "2027-04-01")
	if _, err := a.DB.Exec(`UPDATE groups SET max_members = 1, status = 'upcoming' WHERE id = $1`, april); err != nil {
		t.Fatal(err)
	}
	var rows []string
	for i := range 4 {
		rows = append(rows, fmt.Sprintf("Reader %d,r%d@example.com,Accra,%d Ring Road", i, i, i))
	}
	file := "name,email,city,mailing address\n" + strings.Join(rows, "\n")
	p, err := adm.PreviewMemberImport(t.Context(), file)
	if err != nil {
		t.Fatal(err)
	}
	if got := problemsOf(p.Problems); !slices.Equal(got, []string{"5 group: No group is open for registration with a free seat: name a group in the group column."}) {
		t.Errorf("problems %q", got)
	}
	if len(p.Groups) != 2 || p.Groups[0].GroupName != "January 2027 Group" || p.Groups[0].Members != 2 || p.Groups[1].Members != 1 {
		t.Errorf("groups %+v", p.Groups)
	}
	// The same rule as registration: with January's seats taken, the current
	// group is April.
	if _, err := adm.ImportMembers(t.Context(), file); err != nil {
		t.Fatal(err)
	}
	if _, err := a.DB.Exec(`UPDATE groups SET max_members = 2 WHERE id = $1`, april); err != nil {
		t.Fatal(err)
	}
	current, err := a.Service.CurrentGroup(t.Context())
	if err != nil || current == nil || current.ID != april {
		t.Fatalf("current group = %+v, %v; want April", current, err)
	}
	p, err = adm.PreviewMemberImport(t.Context(), "name,email,city,mailing address\nLate Reader,late@example.com,Accra,1 Road")
	if err != nil || len(p.Groups) != 1 || p.Groups[0].GroupID != current.ID {
		t.Errorf("a row without a group goes to %+v (%v); registration's current group is %s", p.Groups, err, current.Name)
	}
}

// A file over 5,000 rows or 2 MB, without a required column, empty or not
// CSV is refused as a whole on field csv, with a message that says why, and
// nothing is written.
func TestMemberImportRefusesFilesItCannotRead(t *testing.T) {
	t.Parallel()
	a := apptest.MustNewProgramme(t, "2026-11-22")
	_, adm := mustAdminService(t, a, a.MustAdmin(t, "ada@example.com", "correct horse battery"))
	header := "name,email,city,mailing address\n"
	var rows strings.Builder
	rows.WriteString(header)
	for i := range 5001 {
		fmt.Fprintf(&rows, "R %d,r%d@example.com,Accra,1 Road\n", i, i)
	}
	big := header + "Big,big@example.com,Accra," + strings.Repeat("x", 2<<20) + "\n"
	before := importState(t, a)
	for _, c := range []struct{ what, file, says string }{
		{"5,001 rows", rows.String(), "more than 5,000 rows"},
		{"over 2 MB", big, "larger than 2 MB"},
		{"no city column", "Name,Email,Mailing address\nA,a@example.com,1 Road", "no city column"},
		{"no city nor address", "name,email\nA,a@example.com", "no city, no mailing address column"},
		{"two name columns", "name,full name,email,city,address\nA,B,a@example.com,Accra,1 Road", "two name columns"},
		{"empty", " \n", "The file is empty"},
		{"header only", header, "no members below it"},
		{"not CSV", header + "\"A,a@example.com,Accra,1 Road\n", "not valid CSV at line 2"},
	} {
		_, err := adm.PreviewMemberImport(t.Context(), c.file)
		apptest.WantFieldError(t, "preview of "+c.what, err, journey.EINVALID, "csv", c.says)
		_, err = adm.ImportMembers(t.Context(), c.file)
		apptest.WantFieldError(t, "import of "+c.what, err, journey.EINVALID, "csv", c.says)
	}
	// Exactly 5,000 rows are fine.
	five := strings.Join(strings.SplitN(rows.String(), "\n", 5002)[:5001], "\n")
	if p, err := adm.PreviewMemberImport(t.Context(), five); err != nil || p.Rows != 5000 {
		t.Errorf("5,000 rows: %d rows, %v", p.Rows, err)
	}
	if after := importState(t, a); after != before {
		t.Errorf("refused files wrote:\n%s\nwas:\n%s", after, before)
	}
}
