import Link from "next/link";
import { Compass } from "lucide-react";
import { buttonStyles } from "@/components/ui/button";
import { Container } from "@/components/ui/container";

export function NotFoundMessage({
  title = "Page Not Found",
  text = "The page you're looking for doesn't exist.",
  backHref = "/",
  backLabel = "Back to Home",
}: {
  title?: string;
  text?: string;
  backHref?: string;
  backLabel?: string;
}) {
  return (
    <Container className="flex flex-col items-center py-32 text-center">
      <span className="grid size-16 place-items-center rounded-card bg-ink-800 ring-1 ring-ink-600">
        <Compass className="size-8 text-brand-300" aria-hidden="true" />
      </span>
      <p className="mt-8 text-sm font-semibold tracking-widest text-gold-300 uppercase">404</p>
      <h1 className="mt-3 text-h1 font-bold">{title}</h1>
      <p className="mt-4 max-w-md text-lead text-fg-muted">{text}</p>
      <Link href={backHref} className={buttonStyles({ className: "mt-10" })}>
        {backLabel}
      </Link>
    </Container>
  );
}
