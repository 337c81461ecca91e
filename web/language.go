package web

import (
	"context"
	"net/http"

	"journey365/auth"
	"journey365/locale"
	"journey365/reqlog"
)

// MemberLocale reads a member's language setting (db.MemberLocale).
type MemberLocale func(ctx context.Context, userID int64) (locale.Tag, error)

// withLanguage puts the request's language in its context (package
// locale): the signed-in member's setting, else the Accept-Language
// header's language, else English. The member's setting is read only if a
// text is translated (an error's message), once.
func withLanguage(member MemberLocale, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		lookup := func(ctx context.Context) (locale.Tag, bool) {
			v := auth.ViewerFrom(ctx)
			if v == nil || member == nil {
				return "", false
			}
			tag, err := member(ctx, v.User.ID)
			if err != nil {
				// The header's language, then: a message is still owed.
				reqlog.Logger(ctx).Warn("web: unable to read the member's language", "err", err)
				return "", false
			}
			return tag, true
		}
		ctx := locale.WithRequest(r.Context(), locale.Parse(r.Header.Get("Accept-Language")), lookup)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}
