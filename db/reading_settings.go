package db

import (
	"context"
	"fmt"
	"time"
)

// ReadingSettings are the programme's Bible app: the link template of a
// chapter and the Bible version it names.
type ReadingSettings struct {
	LinkTemplate string `db:"link_template"`
	BibleVersion string `db:"bible_version"`
	// CustomPlanSince is when the programme's own plan was uploaded; nil
	// while it reads the default plan.
	CustomPlanSince *time.Time `db:"plan_updated_at"`
}

// ReadingSettingsOf reads the programme's reading settings.
func (q *Queries) ReadingSettingsOf(ctx context.Context) (ReadingSettings, error) {
	var s ReadingSettings
	if err := q.get(ctx, &s, `SELECT link_template, bible_version, plan_updated_at FROM reading_settings WHERE id = 1`); err != nil {
		return s, fmt.Errorf("db: unable to read the reading settings: %w", err)
	}
	return s, nil
}

// SaveReadingSettings stores s and returns what was there before.
func (q *Queries) SaveReadingSettings(ctx context.Context, s ReadingSettings) (ReadingSettings, error) {
	var before ReadingSettings
	err := q.get(ctx, &before, `
		UPDATE reading_settings n SET link_template = $1, bible_version = $2, updated_at = now()
		FROM (SELECT link_template, bible_version FROM reading_settings WHERE id = 1 FOR UPDATE) o
		WHERE n.id = 1
		RETURNING o.link_template, o.bible_version, n.plan_updated_at`, s.LinkTemplate, s.BibleVersion)
	if err != nil {
		return before, fmt.Errorf("db: unable to save the reading settings: %w", err)
	}
	return before, nil
}
