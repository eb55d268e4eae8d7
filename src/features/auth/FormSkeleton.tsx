/** The form's place while its code loads: the same height, so nothing jumps. */
export function FormSkeleton() {
  return (
    <div className="stack" aria-hidden="true">
      <div className="skeleton" style={{ height: 70 }} />
      <div className="skeleton" style={{ height: 70 }} />
      <div className="skeleton" style={{ height: 70 }} />
      <div className="skeleton" style={{ height: 46, borderRadius: 999 }} />
    </div>
  );
}
