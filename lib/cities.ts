import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { cities, type City } from "@/db/schema";

export function getCityBySlug(slug: string): City | undefined {
  return getDb().select().from(cities).where(eq(cities.slug, slug.toLowerCase())).get();
}

export function getAllCities(): City[] {
  return getDb().select().from(cities).all();
}
