// A large server-rendered page in slices. React renders a page's server components in one go until
// something it awaits is pending, and a year's dashboard is hundreds of kilobytes of SVG and tables:
// drawn at once, it held every other request of the process (health checks included) for a tenth
// of a second. Each <InTurn> renders its children a few event-loop turns after the one before it
// (Flight renders each resolved slice in its own turn, and the HTML renderer follows its stream), so
// other requests are answered between slices. The HTML is the same as without it: no Suspense
// boundary, nothing sent later.
import { setImmediate as nextTurn } from "node:timers/promises";

const TURNS_APART = 3;

export async function InTurn({ turn, children }: { turn: number; children: React.ReactNode }) {
  for (let i = 0; i < turn * TURNS_APART; i++) await nextTurn();
  return children;
}
