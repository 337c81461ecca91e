package web

import "net/http"

// contentSecurityPolicy lets the page load only its own scripts, styles and
// connections (the websocket too: 'self' covers ws/wss to the same host), so
// an injected script cannot run and could not send a token from localStorage
// anywhere. The built app has no inline script or style (React sets styles
// through the DOM, which CSP allows). When donations land, the card provider
// is added here and nowhere else: https://js.stripe.com to script-src and
// frame-src, https://api.stripe.com to connect-src.
const contentSecurityPolicy = "default-src 'self'; " +
	"script-src 'self'; " +
	"style-src 'self'; " +
	"img-src 'self' data:; " +
	"font-src 'self'; " +
	"connect-src 'self'; " +
	"frame-src 'none'; " +
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
