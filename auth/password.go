package auth

import (
	"fmt"

	"golang.org/x/crypto/bcrypt"
)

// HashPassword returns a bcrypt hash of password.
func HashPassword(password string) (string, error) {
	b, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	if err != nil {
		return "", fmt.Errorf("auth: unable to hash password: %w", err)
	}
	return string(b), nil
}

// CheckPassword reports whether password matches hash.
func CheckPassword(hash, password string) bool {
	return bcrypt.CompareHashAndPassword([]byte(hash), []byte(password)) == nil
}

// dummyHash keeps a failed lookup as slow as a wrong password, so response
// times do not tell which emails have accounts.
var dummyHash, _ = bcrypt.GenerateFromPassword([]byte("journey365-timing"), bcrypt.DefaultCost)

// SpendPasswordTime does the work of one password check for nothing.
func SpendPasswordTime(password string) {
	_ = bcrypt.CompareHashAndPassword(dummyHash, []byte(password))
}
