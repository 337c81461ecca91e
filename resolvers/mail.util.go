package resolvers

import (
	"journey365/graph/model"
	"journey365/service"
)

// outboxEmail is the GraphQL view of a mail in the outbox.
func outboxEmail(e service.OutboxEmail) *model.OutboxEmail {
	return &model.OutboxEmail{ID: e.ID, Kind: e.Kind, ToAddress: e.ToAddress, Subject: e.Subject,
		Status: e.Status, Attempts: e.Attempts, LastError: e.LastError, BodyText: e.BodyText,
		CreatedAt: e.CreatedAt, NextAttemptAt: e.NextAttemptAt, SentAt: e.SentAt}
}
