/**
 * The text of an error aggregate as apimachinery prints it (pkg/util/errors/errors.go
 * aggregate.Error, which field.ErrorList.ToAggregate also feeds): each distinct message once, in
 * order; one alone as it is, several as "[a, b]". Two containers defaulted alike by one
 * LimitRange break its ratio with the same words, and upstream says them once.
 */
export function aggregateMessage(messages: readonly string[]): string {
  const distinct = [...new Set(messages)];
  return distinct.length === 1 ? distinct[0]! : `[${distinct.join(', ')}]`;
}
