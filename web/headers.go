package web

import "net/http"

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
const contentSecurityPolicy = "default-src 'self'; " +
	"script-src 'self' https://js.stripe.com; " +
	"style-src 'self'; " +
	"img-src 'self' data:; " +
	"font-src 'self'; " +
	"connect-src 'self' https://api.stripe.com; " +
	"frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com; " +
	"object-src 'none'; " +
	"base-uri 'self'; " +
	"form-action 'self'; " +
	"frame-ancestors 'none'"

// securityHeaders are sent on every response, the API's and errors too.
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		next.ServeHTTP(w, r)
	})
}
