package resolvers

import (
	"context"

	"journey365/account"
)

// asMember runs f for the signed-in member managing their own account
// (account.Account.Member admits them), as a resolver answers it.
func asMember[T any](ctx context.Context, acc *account.Account, f func(*account.Member) (T, error)) (*T, error) {
	m, err := acc.Member(ctx)
	if err != nil {
		return nil, err
	}
	return ref(f(m))
}
