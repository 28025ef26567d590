import "server-only";
import { icons, type LucideProps } from "lucide-react";

export type IconName = keyof typeof icons;

// Icons named in content/ data, resolved on the server: the full icon map never reaches the browser.
export function Icon({ name, ...props }: { name: string } & LucideProps) {
  const Component = icons[name as IconName];
  if (!Component) throw new Error(`Unknown icon "${name}"`);
  return <Component aria-hidden="true" {...props} />;
}
