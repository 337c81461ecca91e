package readingplan

import (
	"testing"

	"journey365/journey"
)

// The catch-up plan covers exactly the missed days' readings, in order,
// over the days to the finish date; a finish date past or beyond the
// milestone is refused on its field.
func TestCatchUpCoversExactlyTheMissedDays(t *testing.T) {
	p := Default()
	missed := []int{5, 6, 7, 20, 41}
	c, err := PlanCatchUp(p, missed, 53, 70)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Extra) != 18 {
		t.Fatalf("%d catch-up days from day 53 to day 70, want 18", len(c.Extra))
	}
	var want, got []Reading
	for _, d := range missed {
		want = append(want, p.Day(d).Readings...)
	}
	for _, e := range c.Extra {
		got = append(got, e...)
	}
	if len(got) != len(want) {
		t.Fatalf("the catch-up reads %d readings, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("reading %d is %s, want %s", i, got[i].Reference(), want[i].Reference())
		}
	}
	// Fewer readings than days: one a day, then nothing.
	short, _ := PlanCatchUp(p, []int{52}, 53, 70)
	if len(short.Extra[0]) != 1 || len(short.Extra[17]) != 0 {
		t.Errorf("one missed day over 18 days: %v", short.Extra)
	}
	for _, bad := range []int{52, 71} {
		if _, err := PlanCatchUp(p, missed, 53, bad); journey.ErrorField(err) != "finishBy" {
			t.Errorf("finish by day %d: %v", bad, err)
		}
	}
}
