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
