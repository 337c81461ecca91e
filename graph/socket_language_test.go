package graph

import (
	"context"
	"testing"

	"github.com/99designs/gqlgen/graphql/handler/transport"

	"journey365/locale"
)

// A websocket's language: the connection_init's accept-language (as the
// client sends it, any case), else the upgrade request's header.
func TestSocketLanguage(t *testing.T) {
	upgrade := locale.WithRequest(context.Background(), locale.Spanish, nil)
	for _, c := range []struct {
		payload transport.InitPayload
		ctx     context.Context
		want    locale.Tag
	}{
		{transport.InitPayload{"accept-language": "es-MX,es;q=0.9"}, context.Background(), locale.Spanish},
		{transport.InitPayload{"Accept-Language": "es"}, context.Background(), locale.Spanish},
		{transport.InitPayload{"acceptLanguage": "en-US"}, upgrade, locale.English},
		{transport.InitPayload{"accept-language": "fr"}, upgrade, locale.English},
		{transport.InitPayload{}, upgrade, locale.Spanish},
		{transport.InitPayload{"accept-language": 3}, context.Background(), locale.English},
	} {
		if got := socketLanguage(c.ctx, c.payload); got != c.want {
			t.Errorf("%v: %q, want %q", c.payload, got, c.want)
		}
	}
}
