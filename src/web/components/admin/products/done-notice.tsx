/** What the last change of a product did, read out when the page comes back with it. */
export function DoneNotice({ message }: { message: string }) {
  return (
    <p
      role="status"
      className="mb-6 rounded-control border border-sage-700/30 bg-sage-100 p-3 text-sm font-medium text-sage-700"
    >
      {message}
    </p>
  );
}
