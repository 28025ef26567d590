import Link from "next/link";
import { LogIn } from "lucide-react";
import { Container } from "@/components/ui/container";
import { buttonStyles } from "@/components/ui/button";
import { homeSections } from "@/lib/routes";
import { siteConfig } from "@/lib/site-config";
import { Logo } from "./logo";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-700/70 bg-ink-950/85 backdrop-blur-md">
      <Container className="flex h-16 items-center justify-between gap-6">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {homeSections.map((section) => (
              <li key={section.id}>
                <Link
                  href={`/#${section.id}`}
                  className="rounded-control px-3 py-2 text-sm font-medium text-fg-muted hover:text-fg"
                >
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a href={siteConfig.portalUrl} className={buttonStyles({ variant: "ghost", size: "sm", className: "hidden sm:inline-flex" })}>
            <LogIn className="size-4" aria-hidden="true" />
            Client Login
          </a>
          <Link href="/#contact" className={buttonStyles({ size: "sm" })}>
            Get Demo
          </Link>
        </div>
      </Container>
    </header>
  );
}
