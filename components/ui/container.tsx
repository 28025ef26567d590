import { cn } from "@/lib/utils";

// The page width; `narrow` is the reading width of articles, legal text and FAQs.
export function Container({ narrow, className, ...props }: React.ComponentProps<"div"> & { narrow?: boolean }) {
  return <div className={cn("mx-auto w-full px-gutter sm:px-8", narrow ? "max-w-4xl" : "max-w-7xl", className)} {...props} />;
}
