package journey

import "github.com/google/uuid"

// ParseClientKey checks an action's idempotency key (a UUID the client
// made, GraphQL clientKey or REST Idempotency-Key) and answers it in
// canonical form; nil or empty is no key ("").
func ParseClientKey(field string, key *string) (string, error) {
	if key == nil || *key == "" {
		return "", nil
	}
	u, err := uuid.Parse(*key)
	if err != nil || len(*key) != 36 {
		return "", FieldError(EINVALID, field, "%s must be a UUID like 0b6b3c1e-8f0a-4c1d-9a57-2f1c6e0d4b21, made once for each action.", field)
	}
	return u.String(), nil
}
