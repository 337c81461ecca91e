package resolvers_test

import (
	"strings"
	"testing"

	"github.com/99designs/gqlgen/client"

	"journey365/app/apptest"
	"journey365/auth"
	"journey365/journey"
)

// The admin's "Send password reset" answers the queued mail, whose link then
// resets the password over GraphQL and ends the account's old sessions.
func TestSendPasswordResetAnswersTheQueuedMailAndItsLinkWorks(t *testing.T) {
	a := apptest.MustNew(t)
	root := a.MustAdmin(t, "root@example.com", "root-secret")
	ada := a.MustAdmin(t, "ada@example.com", "old-secret")
	adaSession := a.MustToken(t, ada, auth.ScopeAdmin)
	rootGQL := a.GraphQL(a.MustToken(t, root, auth.ScopeAdmin))

	var sent struct {
		SendPasswordReset struct {
			ID, Kind, ToAddress, Subject, Status, BodyText string
		}
	}
	rootGQL.MustPost(`mutation($id: ID!) { sendPasswordReset(userId: $id) { id kind toAddress subject status bodyText } }`, &sent,
		client.Var("id", ada.ID))
	m := sent.SendPasswordReset
	if m.Kind != "password_reset" || m.ToAddress != "ada@example.com" || m.Subject != "Reset your Journey 365 password" || m.Status != "PENDING" {
		t.Fatalf("answered %+v", m)
	}
	_, token, found := strings.Cut(m.BodyText, "http://localhost:8080/reset-password?token=")
	if !found {
		t.Fatalf("no link in\n%s", m.BodyText)
	}
	token, _, _ = strings.Cut(token, "\n")

	var done struct{ ResetPassword string }
	a.GraphQL("").MustPost(`mutation($t: String!) { resetPassword(token: $t, newPassword: "new-secret") }`, &done, client.Var("t", token))
	if done.ResetPassword != "Your password has been reset." {
		t.Errorf("answered %q", done.ResetPassword)
	}
	errs := a.MustGraphQLErrors(t, adaSession, `{ me { id } }`)
	if errs[0].Extensions["code"] != journey.EUNAUTHORIZED {
		t.Errorf("Ada's old session: %+v", errs)
	}
	var login struct{ AdminLogin struct{ Token string } }
	a.GraphQL("").MustPost(`mutation { adminLogin(email: "ada@example.com", password: "new-secret") { token } }`, &login)
	if login.AdminLogin.Token == "" {
		t.Error("no token for the new password")
	}

	errs = a.MustGraphQLErrors(t, "", `mutation { resetPassword(token: "`+token+`", newPassword: "third-secret") }`)
	if e := errs[0]; e.Extensions["code"] != journey.EINVALID || e.Extensions["field"] != "token" ||
		e.Message != "This reset link has expired or was already used. Please request a new password reset." {
		t.Errorf("the link used again: %+v", e)
	}
}
