package readingplan

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
)

// Book is one of the 66 books of the Protestant canon: its USFM code (the
// one Bible apps put in their links), its English name and the verses of
// each chapter as the King James Version numbers them.
type Book struct {
	Code   string
	Name   string
	Verses []int // Verses[0] is chapter 1's count
}

// Chapters is how many chapters the book has.
func (b Book) Chapters() int { return len(b.Verses) }

//go:embed verses.txt
var versesFile string

// bookNames are the books' English names, by USFM code, in canonical order.
var bookNames = []struct{ code, name string }{
	{"GEN", "Genesis"}, {"EXO", "Exodus"}, {"LEV", "Leviticus"}, {"NUM", "Numbers"}, {"DEU", "Deuteronomy"},
	{"JOS", "Joshua"}, {"JDG", "Judges"}, {"RUT", "Ruth"}, {"1SA", "1 Samuel"}, {"2SA", "2 Samuel"},
	{"1KI", "1 Kings"}, {"2KI", "2 Kings"}, {"1CH", "1 Chronicles"}, {"2CH", "2 Chronicles"}, {"EZR", "Ezra"},
	{"NEH", "Nehemiah"}, {"EST", "Esther"}, {"JOB", "Job"}, {"PSA", "Psalms"}, {"PRO", "Proverbs"},
	{"ECC", "Ecclesiastes"}, {"SNG", "Song of Songs"}, {"ISA", "Isaiah"}, {"JER", "Jeremiah"}, {"LAM", "Lamentations"},
	{"EZK", "Ezekiel"}, {"DAN", "Daniel"}, {"HOS", "Hosea"}, {"JOL", "Joel"}, {"AMO", "Amos"},
	{"OBA", "Obadiah"}, {"JON", "Jonah"}, {"MIC", "Micah"}, {"NAM", "Nahum"}, {"HAB", "Habakkuk"},
	{"ZEP", "Zephaniah"}, {"HAG", "Haggai"}, {"ZEC", "Zechariah"}, {"MAL", "Malachi"}, {"MAT", "Matthew"},
	{"MRK", "Mark"}, {"LUK", "Luke"}, {"JHN", "John"}, {"ACT", "Acts"}, {"ROM", "Romans"},
	{"1CO", "1 Corinthians"}, {"2CO", "2 Corinthians"}, {"GAL", "Galatians"}, {"EPH", "Ephesians"}, {"PHP", "Philippians"},
	{"COL", "Colossians"}, {"1TH", "1 Thessalonians"}, {"2TH", "2 Thessalonians"}, {"1TI", "1 Timothy"}, {"2TI", "2 Timothy"},
	{"TIT", "Titus"}, {"PHM", "Philemon"}, {"HEB", "Hebrews"}, {"JAS", "James"}, {"1PE", "1 Peter"},
	{"2PE", "2 Peter"}, {"1JN", "1 John"}, {"2JN", "2 John"}, {"3JN", "3 John"}, {"JUD", "Jude"},
	{"REV", "Revelation"},
}

// Books are the 66 books in canonical order.
var Books = parseBooks(versesFile)

// parseBooks reads verses.txt: a line per book, its code then its chapters'
// verse counts, in the order of bookNames.
func parseBooks(file string) []Book {
	var books []Book
	for _, line := range strings.Split(file, "\n") {
		if line = strings.TrimSpace(line); line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		i := len(books)
		if i >= len(bookNames) || fields[0] != bookNames[i].code {
			panic(fmt.Sprintf("readingplan: verses.txt line %q is not book %d", fields[0], i+1))
		}
		b := Book{Code: fields[0], Name: bookNames[i].name}
		for _, f := range fields[1:] {
			n, err := strconv.Atoi(f)
			if err != nil || n < 1 {
				panic(fmt.Sprintf("readingplan: %s has a chapter of %q verses", b.Code, f))
			}
			b.Verses = append(b.Verses, n)
		}
		books = append(books, b)
	}
	if len(books) != len(bookNames) {
		panic(fmt.Sprintf("readingplan: verses.txt has %d books, want %d", len(books), len(bookNames)))
	}
	return books
}

// bookIndex is the position of the book with code in Books, or -1.
func bookIndex(code string) int {
	for i, b := range Books {
		if b.Code == code {
			return i
		}
	}
	return -1
}
