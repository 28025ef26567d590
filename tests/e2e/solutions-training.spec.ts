import { expect, test, type Page } from "@playwright/test";
import { queryDb } from "./support";

const demoDialog = (page: Page) => page.getByRole("dialog", { name: "Get Exclusive VIP Access" });

// The page answers 200 with its title, its h1 and the 'Back to Home' control.
async function open(page: Page, path: string, h1: string, title: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${title} | Torque Analytics`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
}

test.describe("solutions", () => {
  test("dealerships: problems and solutions, three feature groups and a four-week plan in order @phone", async ({ page }) => {
    await open(page, "/solutions/dealerships", "Stop Guessing Which Ads Sell Cars", "Marketing Analytics for Auto Dealerships");
    await expect(page.getByRole("heading", { level: 3, name: "The problem" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 4, name: "Spend You Can't Trace to a Sale" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 4, name: "Every Dollar Tied to a Deal" })).toBeVisible();
    for (const group of ["Marketing Performance", "Sales & BDC", "Inventory & Profit"]) {
      await expect(page.getByRole("heading", { level: 3, name: group })).toBeVisible();
    }

    const weeks = page.getByRole("list", { name: "Four-week implementation plan" }).locator(":scope > li");
    await expect(weeks).toHaveCount(4);
    await expect(weeks.getByRole("heading", { level: 3 })).toHaveText(["Connect & Import", "Validate & Attribute", "Train Your Team", "Optimize & Review"]);
    for (let i = 0; i < 4; i++) await expect(weeks.nth(i)).toContainText(`Week ${i + 1}`);

    for (const item of ["Data Kept in Canada", "SOC 2 Type II", "Encrypted End to End", "Role-Based Access"]) {
      await expect(page.getByRole("heading", { level: 3, name: item })).toBeVisible();
    }
    await expect(page.getByText("Marc Bélanger")).toBeVisible();
  });

  test("dealerships: the trial and demo buttons open the demo dialog", async ({ page }) => {
    await page.goto("/solutions/dealerships");
    await page.getByRole("button", { name: "Start Free Trial" }).first().click();
    await expect(demoDialog(page)).toBeVisible();
    await demoDialog(page).getByRole("button", { name: "Maybe Later" }).click();
    await page.getByRole("button", { name: "Book a Demo" }).last().click();
    await expect(demoDialog(page)).toBeVisible();
  });

  test("agencies: five benefits, six agency tools and a partner program paying 15-25% commission @phone", async ({ page }) => {
    await open(page, "/solutions/agencies", "Prove Your Value to Every Dealer Client", "Dealer ROI Reporting for Agencies");
    for (const benefit of ["Report on Sales, Not Clicks", "Retain Clients Longer", "Cut Reporting Time", "Win New Dealer Accounts", "Earn on Every Referral"]) {
      await expect(page.getByRole("heading", { level: 3, name: benefit })).toBeVisible();
    }
    for (const tool of [
      "White-Label Client Portals",
      "Multi-Client Dashboard",
      "Automated Client Reports",
      "Cross-Client Attribution",
      "Team Permissions",
      "300+ Integrations and API",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: tool })).toBeVisible();
    }
    await expect(page.getByText("Rachel Morrison")).toBeVisible();

    const program = page.getByRole("region", { name: "Torque Analytics Agency Partner Program" });
    await expect(program.getByText("15-25% recurring commission on referred subscriptions")).toBeVisible();
    await expect(program.getByText("Volume discounts of up to 40% on client accounts")).toBeVisible();
    await program.getByRole("button", { name: "Apply to Become a Partner" }).click();
    await expect(demoDialog(page)).toBeVisible();
  });

  test("agencies: 'Contact Sales' opens the demo dialog", async ({ page }) => {
    await page.goto("/solutions/agencies");
    await page.getByRole("button", { name: "Contact Sales" }).last().click();
    await expect(demoDialog(page)).toBeVisible();
  });

  test("groups: challenges, success stories and four implementation phases with their durations in order @phone", async ({ page }) => {
    await open(page, "/solutions/groups", "Every Rooftop, One Source of Truth", "Analytics for Automotive Dealer Groups");
    await expect(page.getByRole("heading", { level: 3, name: "The challenge" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 4, name: "Every Store Reports Differently" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Single Sign-On" })).toBeVisible();
    for (const group of ["Laurentide Auto Group", "Chinook Country Automotive", "Atlantic Shore Motor Group"]) {
      await expect(page.getByRole("heading", { level: 3, name: group })).toBeVisible();
    }

    const phases = page.getByRole("list", { name: "Implementation phases" }).locator(":scope > li");
    await expect(phases).toHaveCount(4);
    await expect(phases.getByRole("heading", { level: 3 })).toHaveText([
      "Discovery & Data Audit",
      "Integration & Migration",
      "Rollout & Training",
      "Optimization",
    ]);
    await expect(phases.getByText(/^(\d+-\d+ weeks|Ongoing)$/)).toHaveText(["2-3 weeks", "3-4 weeks", "6-8 weeks", "Ongoing"]);
    for (let i = 0; i < 4; i++) await expect(phases.nth(i)).toContainText(`Phase ${i + 1}`);

    for (const value of ["Up to 60%", "99.99%", "Unlimited", "12-24 months"]) {
      await expect(page.getByText(value, { exact: true })).toBeVisible();
    }
    await page.getByRole("button", { name: "Book a Consultation" }).first().click();
    await expect(demoDialog(page)).toBeVisible();
  });

  test("small business: the Small Dealer Starter plan is $147 a month with 50% off the first 3 months @phone", async ({ page }) => {
    await open(page, "/solutions/small-business", "Big-Store Marketing Intelligence at a Small-Store Price", "Analytics for Small & Independent Dealers");
    await expect(page.getByRole("heading", { level: 3, name: "Every Dollar Matters" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Aged Inventory Alerts" })).toBeVisible();
    await expect(page.getByText("Mike Pelletier")).toBeVisible();

    const plan = page.getByRole("article", { name: "Small Dealer Starter" });
    await expect(plan.getByText("$147", { exact: true })).toBeVisible();
    await expect(plan.getByText("/month", { exact: true })).toBeVisible();
    await expect(plan.getByText("50% off your first 3 months")).toBeVisible();
    await expect(plan.getByText("Money-back guarantee if your ROI doesn't improve in 60 days")).toBeVisible();
    await expect(plan.getByRole("listitem")).toHaveCount(8);
    await plan.getByRole("button", { name: "Start Free Trial" }).click();
    await expect(demoDialog(page)).toBeVisible();
  });

  test("small business: the community resources link to the blog, ROI calculator, training guide and FAQ", async ({ page }) => {
    await page.goto("/solutions/small-business");
    const main = page.getByRole("main");
    for (const [name, href] of [
      ["Dealer Marketing Blog", "/blog"],
      ["ROI Calculator", "/tools/roi-calculator"],
      ["Facebook Messenger Training Guide", "/training/facebook-messenger-guide"],
      ["Frequently Asked Questions", "/faq"],
    ] as const) {
      await expect(main.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
    }
  });
});

test.describe("Facebook Messenger training guide", () => {
  const path = "/training/facebook-messenger-guide";
  const steps = [
    "Navigate to the Marketing Request Center",
    "Select the Facebook Messenger Request",
    "Choose a Dealership",
    "Review the AI's New-Vehicle Selection",
    "Add Used and Subprime Vehicles",
    "Submit and Track",
  ];

  test("the guide shows its badge, four benefits and six steps in order, each with a sample screen @phone", async ({ page }) => {
    await open(page, path, "Facebook Messenger Campaigns, Requested in Minutes", "Facebook Messenger Campaign Guide");
    await expect(page.getByText("Training Guide", { exact: true })).toBeVisible();
    for (const benefit of ["AI-Picked Inventory", "Conversations, Not Just Clicks", "No Brief to Write", "Tracked End to End"]) {
      await expect(page.getByRole("heading", { level: 3, name: benefit })).toBeVisible();
    }

    const jumpLinks = page.getByRole("navigation", { name: "Steps in this guide" }).getByRole("link");
    await expect(jumpLinks).toHaveCount(6);
    for (const [i, step] of steps.entries()) {
      await expect(jumpLinks.nth(i)).toHaveAccessibleName(`Step ${i + 1}: ${step}`);
      await expect(jumpLinks.nth(i)).toHaveAttribute("href", `#step-${i + 1}`);
    }
    const guide = page.getByRole("list", { name: "Guide steps" });
    await expect(guide.getByRole("heading", { level: 3 })).toHaveText(steps);
    await expect(guide.locator("figcaption")).toHaveText(Array.from({ length: 6 }, () => /^Sample screen:/));
  });

  test("step 4's sample screen lists the AI's five new vehicles, each scored out of 100 with 'Slot 1' and 'Slot 2' @phone", async ({ page }) => {
    await page.goto(path);
    const screen = page.locator("#step-4 figure");
    const vehicles = [
      { name: "2025 Toyota RAV4 Hybrid XLE", stock: "LC25-0412", km: "12 km", score: "96", price: "$42,690", weekly: "$161/wk" },
      { name: "2025 Toyota Corolla LE", stock: "LC25-0387", km: "8 km", score: "92", price: "$26,990", weekly: "$102/wk" },
      { name: "2025 Toyota Camry SE", stock: "LC25-0455", km: "15 km", score: "89", price: "$38,990", weekly: "$147/wk" },
      { name: "2025 Toyota Tacoma TRD Off-Road", stock: "LC25-0298", km: "22 km", score: "86", price: "$58,490", weekly: "$220/wk" },
      { name: "2025 Toyota Highlander XLE", stock: "LC25-0431", km: "5 km", score: "83", price: "$53,790", weekly: "$202/wk" },
    ];
    const rows = screen.locator("li[data-vehicle]");
    await expect(rows).toHaveCount(5);
    for (const [i, v] of vehicles.entries()) {
      const row = rows.nth(i);
      await expect(row).toContainText(v.name);
      await expect(row).toContainText(`Stock ${v.stock} · New · ${v.km}`);
      await expect(row).toContainText(`${v.score}/100`);
      await expect(row).toContainText(v.price);
      await expect(row).toContainText(v.weekly);
      await expect(row.getByText("Slot 1", { exact: true })).toBeVisible();
      await expect(row.getByText("Slot 2", { exact: true })).toBeVisible();
    }
    // A picture, not a form: the drawn slots and tabs are not buttons.
    await expect(screen.getByRole("button")).toHaveCount(0);
    await expect(screen.locator("figcaption")).toContainText("top 5 new vehicles");
  });

  test("step 5 shows the Used and Sub tabs and step 6 the request list with priority, status and date", async ({ page }) => {
    await page.goto(path);
    const step5 = page.locator("#step-5 figure");
    await expect(step5.locator("li[data-vehicle]")).toHaveCount(7);
    await expect(step5.getByText("Scope: New + Used")).toBeVisible();
    const step6 = page.locator("#step-6 figure");
    await expect(step6.getByText("Spring New-Vehicle Push")).toBeVisible();
    await expect(step6.getByText("Medium", { exact: true })).toHaveCount(4);
    await expect(step6.getByText("Pending", { exact: true })).toHaveCount(4);
    await expect(step6.getByText("Apr 14, 2025")).toBeVisible();
  });

  test("the AI selection has new, used and subprime columns, then performance tracking and the e-mail workflow", async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText("AI Selection Intelligence", { exact: true })).toBeVisible();
    for (const column of ["New Vehicles", "Used Vehicles", "Subprime"]) {
      await expect(page.getByRole("heading", { level: 3, name: column, exact: true })).toBeVisible();
    }
    await expect(page.getByText("Suggests the top 5 new vehicles, with 2 ad slots each")).toBeVisible();
    await expect(page.getByText("Real-Time Performance Tracking", { exact: true })).toBeVisible();
    await expect(page.getByText("312%", { exact: true })).toBeVisible();
    await expect(page.getByText("Automated Email Workflow", { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "E-mail updates by stage" }).getByRole("heading")).toHaveText(["Pending", "In Progress", "Live"]);
  });

  test("'Start Using Feature' and 'Schedule Training Session' both open the demo dialog @phone", async ({ page }) => {
    await page.goto(path);
    await page.getByRole("button", { name: "Start Using Feature" }).click();
    await expect(demoDialog(page)).toBeVisible();
    await demoDialog(page).getByRole("button", { name: "Maybe Later" }).click();
    await expect(demoDialog(page)).toBeHidden();
    await page.getByRole("button", { name: "Schedule Training Session" }).click();
    await expect(demoDialog(page)).toBeVisible();
  });

  test("a request from 'Schedule Training Session' is stored with the call to action 'training-schedule-session'", async ({ page }) => {
    const email = `training+${Date.now()}@example.ca`;
    await page.goto(path);
    await page.getByRole("button", { name: "Schedule Training Session" }).click();
    const dialog = demoDialog(page);
    await dialog.getByLabel("Full Name").fill("Lisa Chen");
    await dialog.getByLabel("Business Email").fill(email);
    await dialog.getByLabel("Dealership Name").fill("Sunridge Car Company");
    await dialog.getByRole("button", { name: "Get My VIP Demo Now" }).click();
    await expect(page.getByText("Request Submitted Successfully! 🎉")).toBeVisible();
    expect(queryDb("select cta from demo_requests where email = ?", email)).toEqual([{ cta: "training-schedule-session" }]);
  });
});
