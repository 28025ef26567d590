// What was wrong with a page's query, each problem worded (nothing when there is none).
export function ProblemList({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <ul role="alert" className="mt-3 rounded-control bg-danger-600/15 p-3 text-sm text-danger-300">
      {problems.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}
