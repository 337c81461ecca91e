package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// complexityLimitCode is gqlgen's code for an operation over the limit.
const complexityLimitCode = "COMPLEXITY_LIMIT_EXCEEDED"

// costLimit refuses an operation that costs more than limit. It counts
// as gqlgen's complexity.Calculate does (a field is 1 plus its children
// unless the schema prices it; introspection's __schema is free), except
// that a fragment is priced once per operation and each further spread of it
// reuses that price: gqlgen's walk goes through a fragment again at every
// spread. The variables are the operation's, so a fragment's price cannot
// change between its spreads.
type costLimit struct {
	limit int
	es    graphql.ExecutableSchema

	// costs are the prices of operations that declare no variables, which
	// never change: the query cache hands every request of one document
	// the same operation, so the walk (a few percent of the dashboard's
	// CPU) is done once per document.
	costs kept[*ast.OperationDefinition, int]
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = &costLimit{}

// newCostLimit refuses operations that cost more than limit, and keeps the
// prices of up to 1,000 operations without variables (as many as the query
// cache keeps documents).
func newCostLimit(limit int) *costLimit {
	return &costLimit{limit: limit, costs: kept[*ast.OperationDefinition, int]{limit: 1000}}
}

func (*costLimit) ExtensionName() string { return "ComplexityLimit" }
func (c *costLimit) Validate(es graphql.ExecutableSchema) error {
	c.es = es
	return nil
}

func (c *costLimit) MutateOperationContext(ctx context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	if oc.Operation == nil {
		return nil
	}
	cost := c.cost(ctx, oc.Operation, oc.Variables)
	if cost <= c.limit {
		return nil
	}
	err := gqlerror.Errorf("operation has complexity %d, which exceeds the limit of %d", cost, c.limit)
	setCode(err, complexityLimitCode)
	return err
}

// cost is operationCost, remembered for an operation without variables.
func (c *costLimit) cost(ctx context.Context, op *ast.OperationDefinition, vars map[string]any) int {
	if len(op.VariableDefinitions) > 0 {
		return operationCost(ctx, c.es, op, vars)
	}
	if cost, ok := c.costs.get(op); ok {
		return cost
	}
	return c.costs.add(op, operationCost(ctx, c.es, op, vars))
}

// operationCost is the complexity of op with vars.
func operationCost(ctx context.Context, es graphql.ExecutableSchema, op *ast.OperationDefinition, vars map[string]any) int {
	w := costWalker{ctx: ctx, es: es, schema: es.Schema(), vars: vars, fragments: map[*ast.FragmentDefinition]int{}}
	return w.set(op.SelectionSet)
}

type costWalker struct {
	ctx       context.Context
	es        graphql.ExecutableSchema
	schema    *ast.Schema
	vars      map[string]any
	fragments map[*ast.FragmentDefinition]int // price of each fragment met so far
}

func (w *costWalker) set(set ast.SelectionSet) int {
	total := 0
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			total = addCost(total, w.field(s))
		case *ast.InlineFragment:
			total = addCost(total, w.set(s.SelectionSet))
		case *ast.FragmentSpread:
			if s.Definition == nil {
				continue
			}
			price, ok := w.fragments[s.Definition]
			if !ok {
				w.fragments[s.Definition] = 0 // a cycle (refused by validation) costs nothing more
				price = w.set(s.Definition.SelectionSet)
				w.fragments[s.Definition] = price
			}
			total = addCost(total, price)
		}
	}
	return total
}

func (w *costWalker) field(f *ast.Field) int {
	if f.Definition == nil || f.ObjectDefinition == nil {
		return 0
	}
	typ := w.schema.Types[f.Definition.Type.Name()]
	if typ == nil || typ.Name == "__Schema" {
		return 0
	}
	child := 0
	switch typ.Kind {
	case ast.Object, ast.Interface, ast.Union:
		child = w.set(f.SelectionSet)
	}
	args := f.ArgumentMap(w.vars)
	if f.ObjectDefinition.Kind == ast.Interface {
		// No price of its own: the dearest of the types that implement it.
		most := 0
		for _, t := range w.schema.GetPossibleTypes(f.ObjectDefinition) {
			most = max(most, w.price(t, f.Name, child, args))
		}
		return most
	}
	return w.price(f.ObjectDefinition, f.Name, child, args)
}

func (w *costWalker) price(def *ast.Definition, field string, child int, args map[string]any) int {
	if c, ok := w.es.Complexity(w.ctx, def.Name, field, child, args); ok && c >= 1 {
		return c
	}
	return addCost(1, child)
}

// addCost adds two costs, ignoring a negative one and saturating instead
// of overflowing.
func addCost(a, b int) int {
	a, b = max(a, 0), max(b, 0)
	if c := a + b; c >= a {
		return c
	}
	return int(^uint(0) >> 1)
}
