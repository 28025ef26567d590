import { expect, test } from "@playwright/test";

test("the about page shows its four stats, the 2018-2024 timeline and six leaders @phone", async ({ page }) => {
  const response = await page.goto("/about");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We Prove Which Ad Dollars Sell Cars");
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();

  const stats = page.getByRole("region", { name: "Torque Analytics at a glance" });
  await expect(stats.getByRole("term")).toHaveCount(4);
  for (const value of ["500+", "$14.2M", "2019", "99%"]) {
    await expect(stats.getByText(value, { exact: true })).toBeVisible();
  }

  const timeline = page.getByRole("region", { name: "Our journey" });
  await expect(timeline.getByRole("listitem")).toHaveCount(7);
  for (let year = 2018; year <= 2024; year++) {
    await expect(timeline.getByText(String(year), { exact: true })).toBeVisible();
  }

  const leaders = page.getByRole("region", { name: "Leadership" }).getByRole("heading", { level: 3 });
  await expect(leaders).toHaveCount(6);
  await expect(leaders.first()).toHaveText("Rachel Nguyen");
});

test("the about page's 'Schedule a Visit' drafts an e-mail and 'Get Directions' opens maps in a new tab", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("link", { name: "Schedule a Visit" })).toHaveAttribute(
    "href",
    "mailto:hello@torqueanalytics.ca?subject=Office%20visit%20request",
  );
  const directions = page.getByRole("link", { name: /^Get Directions/ });
  await expect(directions).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\//);
  await expect(directions).toHaveAttribute("target", "_blank");
  await expect(directions).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByRole("link", { name: "careers@torqueanalytics.ca" })).toBeVisible();
  await expect(page.getByRole("link", { name: "1-888-555-0142" }).first()).toBeVisible();
});

const jobs = [
  { title: "Senior Full-Stack Engineer", salary: "$100K - $120K CAD" },
  { title: "Data Scientist, Attribution", salary: "$95K - $115K CAD" },
  { title: "Bilingual Customer Success Manager", salary: "$70K - $90K CAD" },
  { title: "Account Executive, Dealer Groups", salary: "$65K - $85K CAD" },
  { title: "Integration Support Specialist", salary: "$50K - $65K CAD" },
  { title: "Automotive Content Marketer", salary: "$60K - $75K CAD" },
];

test("careers lists six positions, each with a salary in CAD and an Apply Now e-mail naming the role @phone", async ({ page }) => {
  const response = await page.goto("/careers");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Build the Analytics Canadian Dealers Run On");
  await expect(page.getByRole("region", { name: "Open positions" }).getByRole("article")).toHaveCount(6);
  await expect(page.getByText("We reply to every application within 3 business days.", { exact: false })).toBeVisible();

  for (const job of jobs) {
    const card = page.getByRole("article", { name: job.title, exact: true });
    await expect(card.getByText(job.salary)).toBeVisible();
    await expect(card.getByRole("link", { name: /^Apply Now/ })).toHaveAttribute(
      "href",
      `mailto:careers@torqueanalytics.ca?subject=${encodeURIComponent(`Application: ${job.title}`)}`,
    );
  }
  await expect(page.getByRole("link", { name: "Get Job Alerts" })).toHaveAttribute("href", "mailto:careers@torqueanalytics.ca?subject=Job%20alerts");
});

test("'Learn More' reveals a job's requirements in place", async ({ page }) => {
  await page.goto("/careers");
  const card = page.getByRole("article", { name: "Data Scientist, Attribution" });
  const requirements = card.getByRole("heading", { name: "Requirements" });
  await expect(requirements).toBeHidden();
  await card.getByText("Learn More", { exact: true }).click();
  await expect(requirements).toBeVisible();
  await expect(card.getByText("Fluency in Python and SQL", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/careers$/);
});

test("the privacy policy shows version 2.3, its date, nine sections and the privacy officer @phone", async ({ page }) => {
  const response = await page.goto("/privacy");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(page.getByText("Version 2.3", { exact: true })).toBeVisible();
  await expect(page.getByText("Last updated January 15, 2025", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^\d+\. / })).toHaveCount(9);
  await expect(page.getByRole("navigation", { name: "On this page" }).getByRole("link")).toHaveCount(9);
  await expect(page.getByRole("complementary", { name: "Questions about your personal information?" }).getByText("Nadia Bélanger")).toBeVisible();
});

test("a table-of-contents link scrolls to its section", async ({ page }) => {
  await page.goto("/privacy");
  await page
    .getByRole("navigation", { name: "On this page" })
    .getByRole("link", { name: /Your rights/ })
    .click();
  await expect(page).toHaveURL(/#your-rights/);
  await expect(page.getByRole("heading", { level: 2, name: /^8\. Your rights/ })).toBeInViewport();
});

test("the terms of service show version 3.1, the effective date and eleven sections", async ({ page }) => {
  const response = await page.goto("/terms");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  await expect(page.getByText("Version 3.1", { exact: true })).toBeVisible();
  await expect(page.getByText("Effective January 15, 2025", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^\d+\. / })).toHaveCount(11);
});

const sitemapGroups = [
  { title: "Platform", priority: "High" },
  { title: "Solutions", priority: "High" },
  { title: "Resources", priority: "Medium" },
  { title: "City Intelligence", priority: "High" },
  { title: "Blog & Insights", priority: "Medium" },
  { title: "Company Information", priority: "Medium" },
  { title: "Legal & Compliance", priority: "Low" },
];

test("the site map shows seven groups, each with an SEO priority @phone", async ({ page }) => {
  const response = await page.goto("/sitemap");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Every Page on Torque Analytics");
  for (const group of sitemapGroups) {
    const region = page.getByRole("region", { name: group.title, exact: true });
    await expect(region.getByText(group.priority, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "City Intelligence" }).locator("a[href^='/automotive-advertising-dashboard/']")).toHaveCount(7);
});

test("the site map's XML sitemaps open in a new tab", async ({ page }) => {
  await page.goto("/sitemap");
  const box = page.getByRole("complementary", { name: "For search engines" });
  for (const href of ["/sitemap.xml", "/sitemap-images.xml"]) {
    const link = box.locator(`a[href="${href}"]`);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("every page the site map links to answers 200", async ({ page, request }) => {
  await page.goto("/sitemap");
  const hrefs = await page.locator("main section[aria-labelledby] a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  expect(hrefs.length).toBeGreaterThanOrEqual(30);
  for (const dead of ["/resources/youtube", "/resources/case-studies", "/toronto", "/vancouver", "/calgary", "/montreal", "/edmonton"]) {
    expect(hrefs).not.toContain(dead);
  }
  for (const href of hrefs) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
});
