// The floor the site's pages are measured against: a bare Next.js page, nothing of the site's own.
export const metadata = { title: "Bare Next.js page", description: "The framework's floor for the page-speed benchmark." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
