import { LoaderCircle } from "lucide-react";

export function Spinner() {
  return <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />;
}
