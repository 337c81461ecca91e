package readingplan

import "errors"

// partition cuts readings, in order, into days consecutive runs so that
// the longest day (in verses) is as few times the shortest as can be, and
// returns each run's end. For every floor L from half the average day up
// to the average, a dynamic programme finds the cut whose days all reach L
// with the smallest longest day; the best ratio of those wins (ties: the
// shorter longest day). A milestone is at most 250 readings into at most
// 82 days: the whole plan takes about 0.2 s of one core, once per process.
func partition(readings []Reading, days int) ([]int, error) {
	n := len(readings)
	if days < 1 || n < days {
		return nil, errors.New("fewer readings than days")
	}
	pre := make([]int, n+1)
	for i, r := range readings {
		pre[i+1] = pre[i] + r.Verses()
	}
	mean := pre[n] / days
	var best []int
	bestMax, bestFloor := 0, 0
	for floor := max(1, mean/2); floor <= mean; floor++ {
		longest, cuts := cutWithFloor(pre, days, floor)
		if cuts == nil {
			continue
		}
		// longest/floor < bestMax/bestFloor, without division.
		if best == nil || longest*bestFloor < bestMax*floor || (longest*bestFloor == bestMax*floor && longest < bestMax) {
			best, bestMax, bestFloor = cuts, longest, floor
		}
	}
	if best == nil {
		return nil, errors.New("no cut into days")
	}
	return best, nil
}

// cutWithFloor finds the cut of the readings (as prefix sums pre) into
// days runs of at least floor verses each whose longest run is shortest,
// and returns that length and the runs' ends; nil when there is none.
func cutWithFloor(pre []int, days, floor int) (int, []int) {
	n := len(pre) - 1
	const none = int(^uint(0) >> 1)
	// longest[j][i]: the smallest longest run cutting the first i readings
	// into j runs; from[j][i] where the last of them starts.
	longest := make([][]int, days+1)
	from := make([][]int, days+1)
	for j := range longest {
		longest[j], from[j] = make([]int, n+1), make([]int, n+1)
		for i := range longest[j] {
			longest[j][i] = none
		}
	}
	longest[0][0] = 0
	for j := 1; j <= days; j++ {
		for i := j; i <= n-(days-j); i++ {
			for p := i - 1; p >= j-1; p-- {
				run := pre[i] - pre[p]
				if run >= longest[j][i] {
					break // earlier starts only make the run longer
				}
				if run < floor || longest[j-1][p] == none {
					continue
				}
				if c := max(longest[j-1][p], run); c < longest[j][i] {
					longest[j][i], from[j][i] = c, p
				}
			}
		}
	}
	if longest[days][n] == none {
		return 0, nil
	}
	cuts := make([]int, days)
	for j, i := days, n; j >= 1; j-- {
		cuts[j-1] = i
		i = from[j][i]
	}
	return longest[days][n], cuts
}

// spread cuts readings, in order, into days runs (1 ≤ days ≤ len) whose
// longest is as short as can be, and returns each run's end: the catch-up's
// cut, made per request, so a binary search over the longest day with a
// greedy fill (microseconds) rather than partition's balance of longest
// against shortest (milliseconds).
func spread(readings []Reading, days int) []int {
	lo, hi := 0, 0
	for _, r := range readings {
		lo, hi = max(lo, r.Verses()), hi+r.Verses()
	}
	for lo < hi {
		if mid := (lo + hi) / 2; len(fill(readings, days, mid)) <= days {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return fill(readings, days, lo)
}

// fill cuts readings greedily into runs of at most limit verses (a longer
// single reading is a run of its own), each run ending early enough that
// every one of the days left keeps a reading: exactly days runs when limit
// allows, more when it is too short.
func fill(readings []Reading, days, limit int) []int {
	n := len(readings)
	var cuts []int
	for i := 0; i < n; {
		last := n
		if left := days - 1 - len(cuts); left > 0 {
			last = n - left
		}
		j, sum := i+1, readings[i].Verses()
		for j < last && sum+readings[j].Verses() <= limit {
			sum += readings[j].Verses()
			j++
		}
		cuts = append(cuts, j)
		i = j
	}
	return cuts
}
