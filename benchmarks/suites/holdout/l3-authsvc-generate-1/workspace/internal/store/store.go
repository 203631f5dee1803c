package store

import "context"

// Session is a logged-in browser or API client.
type Session struct {
	ID        string
	UserID    string
	ExpiresAt int64
}

// Store persists sessions.
type Store interface {
	GetSession(ctx context.Context, id string) (*Session, error)
	PutSession(ctx context.Context, s *Session) error
	DeleteSession(ctx context.Context, id string) error
}
