/** Shown while a lazily loaded screen's code arrives. */
export function PageLoading({ label = "Loading page..." }: { label?: string }) {
  return (
    <p className="page-loading" role="status">
      {label}
    </p>
  );
}
