import type { Thing, WithContext } from "schema-dts";

// Structured data in the server HTML. "<" is escaped so no string in the data can close the script.
export function JsonLd({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
