package locale

import (
	"fmt"
	"time"
)

var (
	spanishDays   = [...]string{"domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"}
	spanishMonths = [...]string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
		"septiembre", "octubre", "noviembre", "diciembre"}
)

// Date is a day as a text writes it: "November 27, 2026", "27 de
// noviembre de 2026".
func Date(tag Tag, t time.Time) string {
	if tag == Spanish {
		return fmt.Sprintf("%d de %s de %d", t.Day(), spanishMonths[t.Month()-1], t.Year())
	}
	return t.Format("January 2, 2006")
}

// LongDate is a day with its weekday: "Friday, November 27, 2026",
// "viernes, 27 de noviembre de 2026".
func LongDate(tag Tag, t time.Time) string {
	if tag == Spanish {
		return spanishDays[t.Weekday()] + ", " + Date(tag, t)
	}
	return t.Format("Monday, January 2, 2006")
}

// DateTime is an instant with its day and zone: "Friday, November 27, 2026
// 15:04 UTC", "viernes, 27 de noviembre de 2026, 15:04 UTC".
func DateTime(tag Tag, t time.Time) string {
	if tag == Spanish {
		return LongDate(tag, t) + ", " + t.Format("15:04 MST")
	}
	return t.Format("Monday, January 2, 2006 15:04 MST")
}
