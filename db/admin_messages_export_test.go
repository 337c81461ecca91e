package db

// AdminMessagesSQL is the message manager's page statement for a filter, as
// AdminMessagesPage runs it.
func AdminMessagesSQL(f MessageFilter, first int, after *Cursor) (string, []any) {
	return pageStatement(adminMessagesQuery(f), first, after)
}
