export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>A server-rendered page with no stylesheet, font, image or client component of its own: what Next.js and React cost on their own.</p>
    </main>
  );
}
