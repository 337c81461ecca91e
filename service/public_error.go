package service

import "journey365/db"

// PublicError is err as an API shows it: a refusal of the database (a
// unique or check constraint, text it cannot store, no answer in time)
// becomes the journey error it stands for; anything else is unchanged.
// GraphQL and REST present every error through it, so neither reads db.
func PublicError(err error) error { return db.InputError(err) }
