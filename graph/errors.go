package graph

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"journey365/journey"
	"journey365/locale"
	"journey365/reqlog"
	"journey365/service"
)

// presentError maps a resolver error to what the client sees: a domain error
// keeps its message and gets its code in extensions.code (and the input it is
// about in extensions.field, for the form to show it there); anything else is
// logged once here, with the request id, and shown as a generic sentence.
func presentError(ctx context.Context, err error) *gqlerror.Error {
	err = service.PublicError(err)
	if problems := journey.Problems(err); len(problems) > 1 {
		// One error per wrong input, so a form shows each beside its input.
		for _, p := range problems[:len(problems)-1] {
			graphql.AddError(ctx, p)
		}
		err = problems[len(problems)-1]
	}
	gqlErr := graphql.DefaultErrorPresenter(ctx, err)
	var domain *journey.Error
	if errors.As(err, &domain) {
		gqlErr.Message = locale.Message(ctx, domain)
		setCode(gqlErr, domain.Code)
		if field := domain.Field; field != "" {
			gqlErr.Extensions["field"] = field
		} else if field := inputName(ctx, err); field != "" {
			gqlErr.Extensions["field"] = field
		}
		return gqlErr
	}
	var parseErr *gqlerror.Error
	if errors.As(err, &parseErr) && parseErr.Err == nil {
		return gqlErr // validation and parse errors speak for themselves
	}
	if msg, ok := badArgument(ctx, gqlErr); ok {
		gqlErr.Message = msg
		setCode(gqlErr, journey.EINVALID)
		return gqlErr
	}
	if overBudget(ctx, err) {
		// The request ran past its time budget: every statement it waited
		// for was cancelled. The request's log line has its duration.
		gqlErr.Message = locale.T(ctx, "The request took too long and was stopped. Please try again.")
		setCode(gqlErr, journey.EUNAVAILABLE)
		return gqlErr
	}
	if clientGone(ctx, err) {
		// Not our failure, and not worth a line per field: the request's own
		// log line says the client went away.
		gqlErr.Message = locale.T(ctx, "The request was cancelled.")
		setCode(gqlErr, journey.EINTERNAL)
		return gqlErr
	}
	reqlog.Logger(ctx).Error("graphql: operation failed", "path", gqlErr.Path.String(), "err", err)
	gqlErr.Message = locale.ErrorMessage(ctx, err)
	if id := reqlog.ID(ctx); id != "" {
		gqlErr.Message = locale.T(ctx, "%s (reference %s)", gqlErr.Message, id)
	}
	setCode(gqlErr, journey.EINTERNAL)
	return gqlErr
}

// inputName is the input a scalar refused ("amount" for a Money the
// scalar could not read), from the path gqlgen puts on such errors; "" for
// anything else.
func inputName(ctx context.Context, err error) string {
	var onPath *gqlerror.Error
	if !errors.As(err, &onPath) || len(onPath.Path) == 0 {
		return ""
	}
	// An input's path goes below its field's (field, argument, input…);
	// a directive's refusal is on the field itself.
	if fc := graphql.GetFieldContext(ctx); fc != nil && len(onPath.Path) <= len(fc.Path()) {
		return ""
	}
	name, _ := onPath.Path[len(onPath.Path)-1].(ast.PathName)
	return string(name)
}

func setCode(e *gqlerror.Error, code string) {
	if e.Extensions == nil {
		e.Extensions = map[string]any{}
	}
	e.Extensions["code"] = code
}

// recoverPanic turns a resolver panic into an internal error, logging the stack.
func recoverPanic(ctx context.Context, p any) error {
	reqlog.Logger(ctx).Error("graphql: panic", "panic", p, "stack", string(debug.Stack()))
	return fmt.Errorf("graph: panic: %v", p)
}
