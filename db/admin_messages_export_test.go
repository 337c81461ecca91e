package db

import "journey365/journey"

// AdminMessagesSQL is the message manager's page statement for a filter, as
// AdminMessagesPage runs it.
func AdminMessagesSQL(f MessageFilter, first int, after *Cursor) (string, []any) {
	from, args := adminMessageWhere(f)
	return pageStatement(pageQuery[journey.AdminMessage]{list: AdminMessageList, columns: adminMessageColumns, from: from, args: args,
		atColumn: "m.created_at", idColumn: "m.id"}, first, after)
}
