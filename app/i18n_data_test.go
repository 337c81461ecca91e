package app_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"journey365/account"
	"journey365/app/apptest"
	"journey365/auth"
	"journey365/awards"
	"journey365/journey"
	"journey365/locale"
)

// The answers that are only words for the person (a reset asked for, a
// sign-in link asked for, the thanks for a legacy claim) are in the
// request's language, in GraphQL and REST alike; English stays as it was.
func TestSpanishSuccessTexts(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-11-21")
	for _, tc := range []struct {
		header, reset, link string
	}{
		{"", account.ResetRequestedMessage, account.SignInLinkRequestedMessage},
		{"fr", account.ResetRequestedMessage, account.SignInLinkRequestedMessage},
		{"es-MX,es;q=0.9", "Si alguna cuenta con contraseña usa ese correo, le enviamos un enlace para restablecerla.",
			"Si alguna cuenta usa ese correo, le enviamos un enlace de inicio de sesión. Sirve una sola vez, durante 15 minutos."},
	} {
		var got struct{ RequestPasswordReset, RequestSignInLink string }
		ans := post(t, a, "", tc.header, `mutation { requestPasswordReset(email: "nadie@example.com") requestSignInLink(email: "nadie@example.com") }`)
		if len(ans.Errors) > 0 {
			t.Fatalf("%q: %+v", tc.header, ans.Errors)
		}
		if err := json.Unmarshal(ans.Data, &got); err != nil {
			t.Fatal(err)
		}
		if got.RequestPasswordReset != tc.reset || got.RequestSignInLink != tc.link {
			t.Errorf("Accept-Language %q: %q / %q; want %q / %q", tc.header, got.RequestPasswordReset, got.RequestSignInLink, tc.reset, tc.link)
		}
	}
	rec := send(t, a, "POST", "/api/auth/reset-password", "", "es", strings.NewReader(`{"email": "nadie@example.com"}`))
	var reset struct{ Message string }
	if env := apptest.MustEnvelope(t, rec); !env.Success || json.Unmarshal(env.Data, &reset) != nil ||
		reset.Message != "Si alguna cuenta con contraseña usa ese correo, le enviamos un enlace para restablecerla." {
		t.Errorf("REST reset in Spanish: %d %s", rec.Code, rec.Body)
	}
	claim := `{"name": "Rut Moabita", "email": "rut@example.com", "completed_journeys": 2}`
	for header, want := range map[string]string{
		"":   awards.LegacyClaimThanks,
		"es": "¡Gracias! Hemos recibido su solicitud. El equipo del programa la revisará y contará sus recorridos cuando la apruebe.",
	} {
		rec := send(t, a, "POST", "/api/auth/public/legacy-claims", "", header, strings.NewReader(claim))
		var thanks struct{ Message string }
		if env := apptest.MustEnvelope(t, rec); !env.Success || json.Unmarshal(env.Data, &thanks) != nil || thanks.Message != want {
			t.Errorf("legacy claim, Accept-Language %q: %d %s; want %q", header, rec.Code, rec.Body, want)
		}
	}
}

// An admin reading the panel in Spanish gets the reports of their actions in
// Spanish: a bulk action's rows, a moved group start, a member import's and
// an uploaded plan's problems. An admin in English reads them as before.
func TestSpanishAdminReports(t *testing.T) {
	a := apptest.MustNewProgramme(t, "2026-11-21")
	es := a.MustAdmin(t, "es@example.com", "a long enough password")
	en := a.MustAdmin(t, "en@example.com", "a long enough password")
	if err := a.DB.Q().SetMemberLocale(t.Context(), es.ID, locale.Spanish); err != nil {
		t.Fatal(err)
	}
	tokens := map[locale.Tag]string{locale.Spanish: a.MustToken(t, es, auth.ScopeAdmin), locale.English: a.MustToken(t, en, auth.ScopeAdmin)}
	ana := a.MustUser(t, journey.User{Name: "Ana Lectora", Email: "ana@example.com"})
	want := map[locale.Tag]struct{ bulk, notice, dup, email, plan, upload string }{
		locale.English: {
			bulk:   "Ana Lectora is active already.",
			notice: "Start moved from 2027-02-10 to 2027-04-01 (groups start on a quarter: 1 January, April, July or October).",
			dup:    "The same email as row 2.",
			email:  `"not-an-email" is not a valid email address.`,
			plan:   `Line 2: day 1: there is no book "Hezekiah".`,
			upload: `The plan has 2 problems; nothing was changed. Line 2: day 1: there is no book "Hezekiah".`,
		},
		locale.Spanish: {
			bulk:   "Ana Lectora ya está en estado active.",
			notice: "El inicio pasó del 2027-02-10 al 2027-04-01 (los grupos empiezan con un trimestre: 1 de enero, abril, julio u octubre).",
			dup:    "El mismo correo que la fila 2.",
			email:  `"not-an-email" no es una dirección de correo electrónico válida.`,
			plan:   `Línea 2: día 1: no existe el libro "Hezekiah".`,
			upload: `Línea 2: día 1: no existe el libro "Hezekiah".`,
		},
	}
	plan := "day,passages\n1,Hezekiah 1\n"
	for tag, w := range want {
		token := tokens[tag]
		var bulk struct {
			BulkUpdateUsers []struct{ Outcome, Message string }
		}
		a.MustOperation(t, token, fmt.Sprintf(`mutation { bulkUpdateUsers(ids: [%d], action: ENABLE) { outcome message } }`, ana.ID), nil, &bulk)
		if r := bulk.BulkUpdateUsers; len(r) != 1 || r[0].Outcome != "ALREADY_DECIDED" || r[0].Message != w.bulk {
			t.Errorf("%s: bulk enable of an active member: %+v; want %q", tag, r, w.bulk)
		}

		var group struct{ CreateGroup struct{ Notice string } }
		a.MustOperation(t, token, fmt.Sprintf(`mutation { createGroup(input: {startDate: "2027-02-10", name: "Grupo %s"}) { notice } }`, tag), nil, &group)
		if group.CreateGroup.Notice != w.notice {
			t.Errorf("%s: createGroup's notice %q; want %q", tag, group.CreateGroup.Notice, w.notice)
		}

		var imp struct {
			PreviewMemberImport struct {
				Problems []struct {
					Row            int
					Field, Message string
				}
			}
		}
		csv := "name,email,city,mailing address\nBea,bea@example.com,Lima,Calle 1\nCeci,BEA@example.com,Lima,Calle 2\nDora,not-an-email,Lima,Calle 3\n"
		a.MustOperation(t, token, `query($csv: String!) { previewMemberImport(csv: $csv) { problems { row field message } } }`, map[string]any{"csv": csv}, &imp)
		found := map[string]string{}
		for _, p := range imp.PreviewMemberImport.Problems {
			found[fmt.Sprintf("%d %s", p.Row, p.Field)] = p.Message
		}
		if found["3 email"] != w.dup || found["4 email"] != w.email {
			t.Errorf("%s: import problems %v; want row 3 %q and row 4 %q", tag, found, w.dup, w.email)
		}

		var pv struct{ AdminPreviewReadingPlan struct{ Problems []string } }
		a.MustOperation(t, token, `query($csv: String!) { adminPreviewReadingPlan(csv: $csv) { problems } }`, map[string]any{"csv": plan}, &pv)
		if p := pv.AdminPreviewReadingPlan.Problems; len(p) != 2 || p[0] != w.plan {
			t.Errorf("%s: plan problems %q; want first %q", tag, p, w.plan)
		}
		body, _ := json.Marshal(map[string]any{"query": `mutation($csv: String!) { uploadReadingPlan(csv: $csv) { bibleVersion } }`, "variables": map[string]any{"csv": plan}})
		rec := send(t, a, "POST", "/graphql", token, "", strings.NewReader(string(body)))
		var ans gqlAnswer
		if err := json.Unmarshal(rec.Body.Bytes(), &ans); err != nil {
			t.Fatal(err)
		}
		if msg, code, field := oneError(t, "upload", ans); code != journey.EINVALID || field != "csv" || !strings.Contains(msg, w.upload) {
			t.Errorf("%s: upload refused with %q %s %s; want it to hold %q", tag, msg, code, field, w.upload)
		}
	}
}
