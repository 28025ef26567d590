import { BlogPage, blogMetadata } from "@/components/pages/blog-page";

// Lists what the database holds: articles added after the build appear within the hour.
export const revalidate = 3600;

export const metadata = blogMetadata("fr");

export default function Page() {
  return <BlogPage locale="fr" />;
}
