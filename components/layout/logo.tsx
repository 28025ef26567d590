import { useId } from "react";
import Link from "next/link";

// The brand mark: a rising gauge needle, drawn inline so it costs no request.
export function LogoMark({ className = "size-8" }: { className?: string }) {
  // The header and the footer both draw the mark: each needs its own gradient id.
  const gradient = useId();
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <defs>
        <linearGradient id={gradient} x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#2456d6" />
          <stop offset="1" stopColor="#93b6ff" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
      <path d="M7 22a9 9 0 0 1 18 0" fill="none" stroke="#04070e" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M16 22 22.5 12.5" stroke="#ffd77a" strokeWidth="3" strokeLinecap="round" />
      <circle cx="16" cy="22" r="2.5" fill="#04070e" />
    </svg>
  );
}

export function Logo({ href }: { href: string }) {
  return (
    <Link href={href} className="flex items-center gap-2.5 font-bold tracking-tight text-fg">
      <LogoMark />
      {/* The wordmark runs the two words together; the hidden space keeps the link's name "Torque Analytics". */}
      <span className="text-lg">
        Torque<span className="sr-only"> </span>
        <span className="text-brand-300">Analytics</span>
      </span>
    </Link>
  );
}
