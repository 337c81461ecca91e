package readingplan

import (
	"testing"

	"journey365/journey"
)

// The catch-up plan covers exactly the missed days' readings, in order,
// over the days to the finish date; a finish date past or beyond the
// milestone is refused on its field.
func daysOf(p *Plan, numbers []int) []Day {
	out := make([]Day, len(numbers))
	for i, n := range numbers {
		out[i] = p.Day(n)
	}
	return out
}

func TestCatchUpCoversExactlyTheMissedDays(t *testing.T) {
	p := Default()
	missed := []int{5, 6, 7, 20, 41, 44, 45}
	c, err := PlanCatchUp(daysOf(p, missed), 53, 70)
	if err != nil {
		t.Fatal(err)
	}
	var want, got []Reading
	for _, d := range missed {
		want = append(want, p.Day(d).Readings...)
	}
	if len(c.Extra) != min(18, len(want)) {
		t.Fatalf("%d catch-up days from day 53 to day 70 for %d readings, want %d", len(c.Extra), len(want), min(18, len(want)))
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
	// Fewer readings than days: one a day, and the plan finishes early.
	short, _ := PlanCatchUp(daysOf(p, []int{52}), 53, 70)
	if len(short.Extra) != len(p.Day(52).Readings) || len(short.Extra[0]) != 1 {
		t.Errorf("one missed day over 18 days: %v", short.Extra)
	}
	for _, bad := range []int{52, 71} {
		if _, err := PlanCatchUp(daysOf(p, missed), 53, bad); journey.ErrorField(err) != "finishBy" {
			t.Errorf("finish by day %d: %v", bad, err)
		}
	}
}

// No catch-up day is longer than it need be: the longest is at most the
// even share plus one reading, each day has a reading, and the days made
// up follow the days read in order.
func TestCatchUpIsEvenAndMakesUpDaysInOrder(t *testing.T) {
	p := Default()
	var missed []int
	for d := 71; d < 111; d++ {
		missed = append(missed, d)
	}
	c, err := PlanCatchUp(daysOf(p, missed), 111, 152)
	if err != nil {
		t.Fatal(err)
	}
	total, longestReading := 0, 0
	for _, d := range missed {
		for _, r := range p.Day(d).Readings {
			total += r.Verses()
			longestReading = max(longestReading, r.Verses())
		}
	}
	for i, e := range c.Extra {
		v := Day{Readings: e}.Verses()
		if len(e) == 0 || v > total/len(c.Extra)+longestReading {
			t.Errorf("catch-up day %d reads %d verses (%d readings); the even share is %d", i+1, v, len(e), total/len(c.Extra))
		}
	}
	if got := c.MadeUp(0); len(got) != 0 {
		t.Errorf("nothing read makes up %v", got)
	}
	if got := c.MadeUp(len(c.Extra)); len(got) != len(missed) {
		t.Errorf("every day read makes up %d days, want %d", len(got), len(missed))
	}
	stored, err := StoredCatchUp(c.Missed, c.PerMissed, c.Portions())
	if err != nil {
		t.Fatal(err)
	}
	for done := range len(c.Extra) + 1 {
		a, b := c.MadeUp(done), stored.MadeUp(done)
		if len(a) != len(b) || (len(a) > 0 && a[len(a)-1] != b[len(b)-1]) {
			t.Fatalf("after %d days the stored plan makes up %v, the plan %v", done, b, a)
		}
		if done > 0 && len(a) > 0 && a[len(a)-1] != missed[len(a)-1] {
			t.Fatalf("after %d days %v are made up, not the first missed days", done, a)
		}
	}
}

// A catch-up is cut per request: the largest (40 days of the histories
// over the 42 left) must take well under a millisecond.
func BenchmarkCatchUpLargest(b *testing.B) {
	p := Default()
	var missed []int
	for d := 71; d < 111; d++ {
		missed = append(missed, d)
	}
	for b.Loop() {
		if _, err := PlanCatchUp(daysOf(p, missed), 111, 152); err != nil {
			b.Fatal(err)
		}
	}
}

// Fifteen minutes is the average day; a reading takes at least a minute.
func TestMinutes(t *testing.T) {
	for verses, want := range map[int]int{0: 0, 1: 1, 85: 15, 170: 30} {
		if got := Minutes(verses); got != want {
			t.Errorf("Minutes(%d) = %d, want %d", verses, got, want)
		}
	}
}
