// npm run bench (lighthouse): gives an article and its French twin a hero uploaded through the media
// library (the 6 MB photo of tests/support/photo.mjs, processed as an upload is), with its alt text
// in both languages, and publishes both (the HTML checker reading the bench server's preview), on the
// bench server's database. The server hears the
// publish as any instance does and the pages are measured again. Prints the French twin's path.
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { articles } from "@/db/schema";
import { updateMedia, uploadMedia } from "@/lib/content/media";
import { publish, type Publisher } from "@/lib/content/publish";
import { getArticle, saveArticle, twinOf } from "@/lib/content/store";
import { articlePath } from "@/lib/routes";
import { addMember, findMemberByEmail } from "@/lib/staff/team";
import { makePhoto } from "../tests/support/photo.mjs";

const slug = process.argv[2] ?? "cost-per-sale-by-lead-source";
const email = "bench-editor@torqueanalytics.ca";
await addMember({ id: null, email: "bench" }, { email, name: "Bench Editor", role: "editor" });
const editor: Publisher = { id: (await findMemberByEmail(email)).id, email, ip: null, role: "editor" };

const photo = await makePhoto();
const image = await uploadMedia(editor, new File([new Uint8Array(photo)], "showroom.jpg", { type: "image/jpeg" }));
await updateMedia(editor, image.id, {
  altEn: "A dealership's showroom floor at dusk, new trucks lined up under the lights",
  altFr: "La salle d’exposition d’un concessionnaire à la brunante, des camionnettes neuves alignées sous l’éclairage",
});

const [english] = await getDb().select().from(articles).where(eq(articles.slug, slug)).limit(1);
if (!english) throw new Error(`No article ${slug}`);
const french = await twinOf(english);
for (const article of french ? [english, french] : [english]) {
  const { revision } = await getArticle(article.id);
  const saved = await saveArticle(editor, article.id, { baseRevision: revision, featuredImage: `media:${image.id}` });
  await publish("article", article.id, { actor: editor, base: saved.revision, via: "editor" });
}
console.log(french ? articlePath(french.slug, "fr") : "");
