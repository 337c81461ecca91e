// Package outbox delivers the mails that operations queue in the
// email_outbox table in the same transaction as their change: the Sender
// every instance runs claims due mails, hands them to the SMTP server and
// records the outcome, and Wake lets an operation that queued a mail start
// a look at once. What a mail says is package mail's; the admin's view of
// the outbox is an operation of package service.
package outbox
