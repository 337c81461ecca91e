package db

import (
	"context"
	"encoding/json"
	"fmt"

	"journey365/mail"
)

// EnqueueEmail stores m in the outbox. Call it with the transaction of the
// change that causes the mail: a rollback then sends nothing, and a commit
// always sends.
func (q *Queries) EnqueueEmail(ctx context.Context, m mail.Message) (int64, error) {
	attachments, err := json.Marshal(nonNil(m.Attachments))
	if err != nil {
		return 0, fmt.Errorf("db: unable to encode the attachments of a %s mail: %w", m.Kind, err)
	}
	var id int64
	err = q.get(ctx, &id, `
		INSERT INTO email_outbox (kind, to_address, subject, body_text, body_html, attachments)
		VALUES ($1, $2, $3, $4, NULLIF($5, ''), $6)
		RETURNING id`, m.Kind, m.To, m.Subject, m.Text, m.HTML, attachments)
	if err != nil {
		return 0, fmt.Errorf("db: unable to queue a %s mail: %w", m.Kind, err)
	}
	return id, nil
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
