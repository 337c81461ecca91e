package web

import (
	"net/http"
	"path"
	"strings"
)

// contentSecurityPolicy lets the page load only its own scripts, styles and
// connections (the websocket too: 'self' covers ws/wss to the same host), so
// an injected script cannot run and could not send a token from localStorage
// anywhere. The built app has no inline script or style (React sets styles
// through the DOM, which CSP allows). The card provider of /donate is the one
// exception, as Stripe's integration security guide lists it for Stripe.js
// and Elements: its script from https://js.stripe.com, its card fields'
// frames from js.stripe.com and its *.js.stripe.com hosts (and
// hooks.stripe.com for a 3-D Secure check), and its API at api.stripe.com.
// Nothing else is allowed from elsewhere (not Stripe's Address Element maps).
// The installable app's service worker (/sw.js) and manifest are the app's own
// files: worker-src and manifest-src say so rather than leaning on default-src.
const contentSecurityPolicy = "default-src 'self'; " +
	"script-src 'self' https://js.stripe.com; " +
	"style-src 'self'; " +
	"img-src 'self' data:; " +
	"font-src 'self'; " +
	"connect-src 'self' https://api.stripe.com; " +
	"worker-src 'self'; " +
	"manifest-src 'self'; " +
	"frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com; " +
	"object-src 'none'; " +
	"base-uri 'self'; " +
	"form-action 'self'; " +
	"frame-ancestors 'none'"

// playgroundSecurityPolicy is the policy of the admin's GraphQL playground
// page (/admin/playground) only: the app's policy and what GraphiQL's editor,
// Monaco, needs besides. Monaco writes its theme and decorations into <style>
// elements it creates and sets style attributes in the markup it builds,
// with no way to give either a nonce, so inline styles are allowed there
// ('unsafe-inline' in style-src: styles only, never scripts); GraphiQL's
// stylesheet carries its fonts and Monaco's icon font as data: URLs; its
// workers are the app's own files (worker-src 'self', as the app's). Scripts stay 'self' (and Stripe's, as everywhere, since the page can
// move to /donate without a reload): no inline or eval'd code. The panel
// opens the playground with a document load, so no other page gets this.
const playgroundSecurityPolicy = "default-src 'self'; " +
	"script-src 'self' https://js.stripe.com; " +
	"style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data:; " +
	"font-src 'self' data:; " +
	"connect-src 'self' https://api.stripe.com; " +
	"worker-src 'self'; " +
	"manifest-src 'self'; " +
	"frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com; " +
	"object-src 'none'; " +
	"base-uri 'self'; " +
	"form-action 'self'; " +
	"frame-ancestors 'none'"

var (
	pagePolicy       = []string{contentSecurityPolicy}
	playgroundPolicy = []string{playgroundSecurityPolicy}
	noSniff          = []string{"nosniff"}
	denyFrames       = []string{"DENY"}
	referrerPolicy   = []string{"strict-origin-when-cross-origin"}
)

// policyFor is the Content-Security-Policy of a response to a request for p.
func policyFor(p string) []string {
	if !strings.Contains(p, "playground") { // every path but the playground's, without cleaning it
		return pagePolicy
	}
	if p = path.Clean("/" + p); p == "/admin/playground" || strings.HasPrefix(p, "/admin/playground/") {
		return playgroundPolicy
	}
	return pagePolicy
}

// securityHeaders are sent on every response, the API's and errors too.
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		// Shared values, set without Header.Set's copy of each: a
		// handler that adds to one of them appends to a full slice and so
		// gets its own.
		h["Content-Security-Policy"] = policyFor(r.URL.Path)
		h["X-Content-Type-Options"] = noSniff
		h["X-Frame-Options"] = denyFrames
		h["Referrer-Policy"] = referrerPolicy
		next.ServeHTTP(w, r)
	})
}
