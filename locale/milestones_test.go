package locale_test

import (
	"testing"

	"journey365/journey"
	"journey365/locale"
)

// The milestones' names the server writes in mails, the calendar and
// pushes have their Spanish names; English stays as written.
func TestMilestoneNamesInSpanish(t *testing.T) {
	want := []string{"La Ley", "La Historia", "La Sabiduría", "Profetas Mayores", "Profetas Menores", "El Evangelio", "Las Epístolas", "Apocalipsis"}
	if len(journey.Milestones) != len(want) {
		t.Fatalf("%d milestones, want %d", len(journey.Milestones), len(want))
	}
	for i, m := range journey.Milestones {
		if got := locale.Sprintf(locale.Spanish, "Have you read today? Last day of %s. Tap to check in.", m.Name); got != "¿Ya leyó hoy? Último día de "+want[i]+". Toque para registrar su lectura." {
			t.Errorf("milestone %d (%s) in Spanish: %q", m.ID, m.Name, got)
		}
		if got := locale.Text(locale.WithTag(t.Context(), locale.English), m.Name); got != m.Name {
			t.Errorf("milestone %d in English: %q", m.ID, got)
		}
	}
}
