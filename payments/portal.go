package payments

import (
	"context"
	"errors"
	"fmt"

	"github.com/stripe/stripe-go/v84"
)

// PortalURL opens a Stripe customer-portal session for customer, where a
// monthly donor changes their card or amount or cancels, and answers its
// one-time URL; the portal's link back leads to returnURL. The session
// lives a few minutes, so it is made at the moment the donor asks for it.
func (c *Client) PortalURL(ctx context.Context, customer, returnURL string) (string, error) {
	if c == nil {
		return "", ErrNotConfigured
	}
	p := &stripe.BillingPortalSessionCreateParams{
		Customer:  stripe.String(customer),
		ReturnURL: stripe.String(returnURL),
	}
	p.Context = ctx
	s, err := c.sc.V1BillingPortalSessions.Create(ctx, p)
	if err != nil {
		return "", fmt.Errorf("payments: unable to open a customer-portal session for %s: %w", customer, err)
	}
	if s.URL == "" {
		return "", errors.New("payments: the customer-portal session has no URL")
	}
	return s.URL, nil
}

// IsNoSuchCustomer tells whether err is Stripe saying the customer does not
// exist (deleted since the link was sent).
func IsNoSuchCustomer(err error) bool {
	var se *stripe.Error
	return errors.As(err, &se) && se.Code == stripe.ErrorCodeResourceMissing
}
