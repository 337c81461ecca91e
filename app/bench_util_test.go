package app_test

import (
	"runtime"
	"slices"
	"syscall"
	"testing"
	"time"
)

// benchLatency measures one request at a time: server time p50 and p95 and
// requests a second, as the sub-benchmark name/c=1.
func benchLatency(b *testing.B, name string, serve func(testing.TB)) {
	b.Run(name+"/c=1", func(b *testing.B) {
		took := make([]time.Duration, 0, b.N)
		for b.Loop() {
			start := time.Now()
			serve(b)
			took = append(took, time.Since(start))
		}
		slices.Sort(took)
		b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "p50-ms")
		b.ReportMetric(float64(took[len(took)*95/100].Microseconds())/1000, "p95-ms")
		b.ReportMetric(float64(len(took))/b.Elapsed().Seconds(), "req/s")
	})
}

// benchThroughput measures requests a second with eight in flight, and the
// process's CPU per request, as the sub-benchmark name/c=8.
func benchThroughput(b *testing.B, name string, serve func(testing.TB)) {
	b.Run(name+"/c=8", func(b *testing.B) {
		// RunParallel starts parallelism × GOMAXPROCS goroutines.
		b.SetParallelism(max(1, 8/runtime.GOMAXPROCS(0)))
		before := processCPU(b)
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				serve(b)
			}
		})
		b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "req/s")
		// The process's CPU per request: steadier than req/s from one run
		// to the next on a shared machine, and the part the database's
		// statements (the same before and after a change) do not hide.
		b.ReportMetric(float64((processCPU(b)-before).Microseconds())/1000/float64(b.N), "cpu-ms/req")
	})
}

// processCPU is the CPU time (user and system) this process has used.
func processCPU(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// benchServe is benchLatency and benchThroughput of one request.
func benchServe(b *testing.B, name string, serve func(testing.TB)) {
	benchLatency(b, name, serve)
	benchThroughput(b, name, serve)
}

// benchNames is a WITH clause's two lists, first_names and surnames (each
// column a of 40 names), from which the benchmarks' seeds name people
// f.a[1 + i % 40] || ' ' || s.a[1 + (i / 40) % 40]: 1,600 distinct names.
const benchNames = `first_names AS (SELECT ARRAY['Ama','Kofi','Efua','Kwame','Abena','Yaw','Akosua','Kojo','Adwoa','Kwesi',
		        'Grace','John','Mary','Peter','Ruth','James','Esther','David','Sarah','Paul',
		        'Ngozi','Chidi','Amaka','Emeka','Funmi','Tunde','Bola','Segun','Ife','Dayo',
		        'Wanjiru','Otieno','Akinyi','Kamau','Njeri','Mwangi','Zawadi','Baraka','Imani','Juma'] AS a),
		surnames AS (SELECT ARRAY['Mensah','Boateng','Owusu','Asante','Osei','Appiah','Agyeman','Darko','Addo','Ofori',
		        'Okafor','Adeyemi','Okonkwo','Balogun','Eze','Nwosu','Bello','Ibrahim','Musa','Danjuma',
		        'Kariuki','Ochieng','Wambui','Kiprop','Mutua','Njoroge','Otieno','Chege','Kimani','Odhiambo',
		        'Smith','Johnson','Brown','Taylor','Wilson','Davies','Evans','Thomas','Roberts','Walker'] AS a)`
