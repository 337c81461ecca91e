package graph

import (
	"context"
	"strings"

	"github.com/vektah/gqlparser/v2/gqlerror"

	"journey365/auth"
)

// suggestionPolicy keeps the validator's "Did you mean …?" hints for those
// who may introspect the schema (admins, and everyone in development): for
// anyone else they would name fields, types and arguments the schema does
// not show them (a visitor's typo "adminUser" was answered with
// "adminUsers").
type suggestionPolicy struct{ development bool }

func (p suggestionPolicy) present(ctx context.Context, err error) *gqlerror.Error {
	gqlErr := presentError(ctx, err)
	if !p.development && !auth.HoldsAdminToken(ctx) {
		gqlErr.Message = withoutSuggestion(gqlErr.Message)
	}
	return gqlErr
}

// withoutSuggestion drops the hint gqlparser appends to a validation message
// (" Did you mean …?", always last).
func withoutSuggestion(msg string) string {
	if i := strings.Index(msg, " Did you mean "); i >= 0 {
		return msg[:i]
	}
	return msg
}
