import type { Metadata, Viewport } from "next";
import { siteConfig } from "@/lib/site-config";
import "./staff.css";

// The staff workspace's root layout: no marketing chrome, chat or analytics; never indexed.
export const metadata: Metadata = {
  title: { default: `Sales workspace | ${siteConfig.name}`, template: `%s | ${siteConfig.name} staff` },
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { themeColor: "#04070e" };

export default function StaffLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-CA">
      <body className="min-h-dvh">{children}</body>
    </html>
  );
}
