// The budgets `npm run bench -- --check` enforces (issue: benchmarks and budgets).
export const BUDGETS = {
  // PageSpeed Insights' method (Lighthouse 13, simulated throttling), median of the runs (issue: mobile
  // speed). Mobile performance also within 1 point of the bare Next.js page measured in the same run.
  lighthouse: { mobileMinScore: 98, maxBelowBare: 1, desktopMinScore: 100, otherMinScore: 100, maxCls: 0, maxMobileTbtMs: 100, maxMobileLcpMs: 2000 },
  js: { baselinePath: "/privacy", baselineMaxGzipKb: 150, homeMaxAboveKb: 25, otherMaxAboveKb: 10 },
  // /api/blog: ten times the 190 req/s it managed when it rebuilt its JSON per request.
  throughput: { minStaticRatio: 0.08, minPostRps: 1000, minBlogRps: 1900, maxBlogP99Ms: 100 },
  // One instance's pages from its page cache, with brotli, beside nginx serving the same bytes, and its
  // resident memory (issue: every public page at the static ceiling, in bounded memory).
  // Once its load has stopped, no render slot held and nothing waiting for one (issue 47: 16 of 16
  // held for good, 242 queued, after a minute of mixed load).
  pageCache: { minRatio: 0.2, maxP99Ms: 100, maxPeakRssMb: 300, maxCrowdPeakRssMb: 400, maxEndBusySlots: 0, maxEndQueue: 0 },
  // Fresh instances: every page compressed from the first visit on, 95 % of the sitemap kept within
  // this many seconds of the start, and a page's p99 at 50 connections while the warm-up runs
  // (issue: compressed and warm through every refill).
  warm: { maxIdentityAnswers: 0, maxWarm95Seconds: 60, maxP99Ms: 100 },
  // The request log and the metrics, on against off (issue: operations).
  ops: { maxSlowdown: 0.1 },
  // Two instances on PostgreSQL behind nginx (issue: scale out).
  scale: { minPostRps: 1000, maxPostP99Ms: 100 },
  // From a publish's commit to the new bytes on every instance, and no old page after an instance's
  // receipt (issue 39, item 9).
  propagation: { maxP95Ms: 2000, maxMs: 5000, maxStale: 0 },
  // The sales workspace's inbox over 100,000 leads, server time per page (issue: sales workspace).
  inbox: { maxP99Ms: 100 },
  // Its dashboard's first render (this week so far, against last week) over the same leads and their histories.
  dashboard: { maxP99Ms: 150 },
  // GET /healthz while year-long dashboards over the same number of leads compute (issue 36: one
  // took the whole SQLite process for half a second or more).
  dashboardStall: { maxHealthzP99Ms: 50 },
  // An uploaded 6 MB photo's variants ready (issue 40, item 2).
  media: { maxMs: 3000 },
  // First-party analytics (issue 51): 2,000 events a second on this machine with a page's p99 unchanged
  // (within 10 ms of the same page alone), the script within 2 KB compressed (web-vitals counted apart),
  // hostile beacons never a 5xx and the server's memory bounded: its resident memory grows by at most
  // 32 MB while they flood it (what the instance starts at is the build's, not the collector's); PSI
  // mobile on /, /fr, /pricing and an article stays 99 or more with the script, its TBT within 10 ms of
  // the same page without it.
  analytics: {
    minEventsPerSecond: 2000,
    maxPageP99IncreaseMs: 10,
    maxScriptBrotliBytes: 2048,
    maxHostile5xx: 0,
    maxHostileRssGrowthMb: 32,
    minMobileScore: 99,
    maxTbtIncreaseMs: 10,
  },
  // After an hour of mixed use, the live heap after a full GC keeps a third of the heap cap free, and
  // nothing answered 500 (issue 47, item 5).
  soak: { maxEndHeapShareOfCap: 2 / 3, maxErrors: 0 },
  // Booking a demo (issue 48): the slots of 14 days for 10 reps with their feeds cached, a booking, and
  // 50 bookings of one slot at once storing one.
  booking: { maxSlotsP95Ms: 50, maxBookingP95Ms: 100, raceStored: 1 },
  // An editor's publish, the HTML checker included, once the checker runs (issue 47, M1: a JVM per
  // check made it 4.7 s here).
  publish: { maxMedianMs: 1500 },
};

// Returns one line per missed budget; an empty list means every budget holds.
export function checkBudgets(results) {
  const misses = [];
  const b = BUDGETS;
  const bareMobile = results.lighthouse?.["bare Next.js page mobile"]?.scores.performance;
  for (const [key, run] of Object.entries(results.lighthouse ?? {})) {
    if (key.startsWith("bare ")) continue;
    const preset = key.slice(key.lastIndexOf(" ") + 1);
    const path = key.slice(0, key.lastIndexOf(" "));
    for (const [category, score] of Object.entries(run.scores)) {
      const min = category !== "performance" ? b.lighthouse.otherMinScore : preset === "mobile" ? b.lighthouse.mobileMinScore : b.lighthouse.desktopMinScore;
      if (score < min) misses.push(`Lighthouse ${preset} ${category} on ${path}: ${score} < ${min}`);
    }
    if (preset === "mobile" && bareMobile !== undefined && run.scores.performance < bareMobile - b.lighthouse.maxBelowBare) {
      misses.push(
        `Lighthouse mobile performance on ${path}: ${run.scores.performance}, more than ${b.lighthouse.maxBelowBare} below the bare page's ${bareMobile}`,
      );
    }
    if (run.cls > b.lighthouse.maxCls) misses.push(`CLS on ${path} (${preset}): ${run.cls} > ${b.lighthouse.maxCls}`);
    if (preset === "mobile" && run.tbt > b.lighthouse.maxMobileTbtMs) misses.push(`Mobile TBT on ${path}: ${run.tbt} ms > ${b.lighthouse.maxMobileTbtMs} ms`);
    if (preset === "mobile" && run.lcp > b.lighthouse.maxMobileLcpMs) misses.push(`Mobile LCP on ${path}: ${run.lcp} ms > ${b.lighthouse.maxMobileLcpMs} ms`);
  }

  const weight = results.weight ?? {};
  const baseline = weight[b.js.baselinePath]?.js.gzip;
  if (baseline !== undefined) {
    const kb = (n) => n / 1024;
    if (kb(baseline) > b.js.baselineMaxGzipKb)
      misses.push(`Baseline JS (${b.js.baselinePath}): ${kb(baseline).toFixed(1)} KB > ${b.js.baselineMaxGzipKb} KB gzipped`);
    for (const [path, w] of Object.entries(weight)) {
      if (path === b.js.baselinePath) continue;
      const max = path === "/" || path === "/fr" ? b.js.homeMaxAboveKb : b.js.otherMaxAboveKb;
      const above = kb(w.js.gzip - baseline);
      if (above > max) misses.push(`JS on ${path}: ${above.toFixed(1)} KB above the baseline > ${max} KB`);
    }
  }

  const t = results.throughput;
  if (t) {
    if (!t.staticCacheable) misses.push("Prerendered pages are not served with a shared-cache Cache-Control (s-maxage)");
    if (t.staticRatio !== undefined && t.staticRatio < b.throughput.minStaticRatio) {
      misses.push(`Prerendered page throughput is ${t.staticRatio.toFixed(3)} of the baseline's < ${b.throughput.minStaticRatio}`);
    }
    const post = t.runs?.["POST /api/demo-requests (SQLite)"];
    if (post && post.rps < b.throughput.minPostRps) misses.push(`POST /api/demo-requests: ${post.rps} req/s < ${b.throughput.minPostRps}`);
    if (post && post.errors > 0) misses.push(`POST /api/demo-requests: ${post.errors} errors`);
    for (const name of ["GET /api/blog (gzip)", "GET /api/blog (brotli)"]) {
      const blog = t.runs?.[name];
      if (!blog) continue;
      if (blog.rps < b.throughput.minBlogRps) misses.push(`${name}: ${blog.rps} req/s < ${b.throughput.minBlogRps}`);
      if (blog.p99 >= b.throughput.maxBlogP99Ms) misses.push(`${name}: p99 ${blog.p99} ms >= ${b.throughput.maxBlogP99Ms} ms`);
      if (blog.errors > 0) misses.push(`${name}: ${blog.errors} errors`);
    }
  }

  const pc = results.pageCache;
  if (pc) {
    const runs = [...Object.entries(pc.pages).map(([page, r]) => [page, r.site, r.ratio]), ...Object.entries(pc.rsc).map(([name, r]) => [name, r])];
    for (const [name, r, ratio] of runs) {
      if (ratio !== undefined && ratio < b.pageCache.minRatio)
        misses.push(`${name}: ${ratio.toFixed(2)} of nginx's rate on the same bytes < ${b.pageCache.minRatio}`);
      if (r.p99 >= b.pageCache.maxP99Ms) misses.push(`${name}: p99 ${r.p99} ms >= ${b.pageCache.maxP99Ms} ms`);
      if (r.errors > 0) misses.push(`${name}: ${r.errors} errors`);
    }
    if (Object.keys(pc.rsc).length === 0) misses.push("No RSC prefetch request for /pricing was seen");
    const { mixed, crowd } = pc.memory;
    if (mixed.peakMb >= b.pageCache.maxPeakRssMb)
      misses.push(`RSS under mixed load at 50 connections: peak ${mixed.peakMb} MB >= ${b.pageCache.maxPeakRssMb} MB`);
    if (crowd.peakMb >= b.pageCache.maxCrowdPeakRssMb) misses.push(`RSS at 400 connections: peak ${crowd.peakMb} MB >= ${b.pageCache.maxCrowdPeakRssMb} MB`);
    if (mixed.errors > 0) misses.push(`Mixed load: ${mixed.errors} server errors`);
    const slots = pc.renderSlots?.end.public;
    if (!slots) misses.push("No render slot metrics were read");
    else if (slots.busy > b.pageCache.maxEndBusySlots || slots.queued > b.pageCache.maxEndQueue)
      misses.push(`Render slots after the load: ${slots.busy} held, ${slots.queued} waiting (a slot that is never given back)`);
  }

  const booking = results.booking;
  if (booking) {
    if (booking.slots.p95 > b.booking.maxSlotsP95Ms) misses.push(`GET /api/meetings/slots: p95 ${booking.slots.p95} ms > ${b.booking.maxSlotsP95Ms} ms`);
    if (booking.booking.p95 > b.booking.maxBookingP95Ms) misses.push(`POST /api/meetings: p95 ${booking.booking.p95} ms > ${b.booking.maxBookingP95Ms} ms`);
    if (booking.race.stored !== b.booking.raceStored || booking.race.withFreshSlots !== booking.race.conflicts)
      misses.push(
        `50 bookings of one slot: ${booking.race.stored} stored, ${booking.race.withFreshSlots} of ${booking.race.conflicts} refusals with fresh slots`,
      );
  }

  const w = results.warm;
  if (w) {
    for (const [when, visit] of [
      ["on a fresh instance", w.secondVisit],
      ["after a purge", w.afterPurgeVisit],
    ]) {
      if (visit && visit.identity > b.warm.maxIdentityAnswers) misses.push(`Second visit ${when}: ${visit.identity} pages sent uncompressed`);
    }
    if (w.warm95Seconds > b.warm.maxWarm95Seconds) misses.push(`95% of the sitemap kept after ${w.warm95Seconds} s > ${b.warm.maxWarm95Seconds} s`);
    for (const [when, r] of [
      ["while warming", w.whileWarming],
      ["after a purge", w.afterPurge],
    ]) {
      if (r && r.p99 >= b.warm.maxP99Ms) misses.push(`GET /pricing ${when}: p99 ${r.p99} ms >= ${b.warm.maxP99Ms} ms`);
      if (r && r.errors > 0) misses.push(`GET /pricing ${when}: ${r.errors} errors`);
    }
  }

  const a = results.analytics;
  if (a) {
    if (a.collector.eventsPerSecond < b.analytics.minEventsPerSecond)
      misses.push(`POST /api/event: ${a.collector.eventsPerSecond} events/s < ${b.analytics.minEventsPerSecond}`);
    if (a.collector.stored < a.collector.accepted) misses.push(`POST /api/event: ${a.collector.stored} stored of ${a.collector.accepted} accepted`);
    if (a.pageP99Change > b.analytics.maxPageP99IncreaseMs)
      misses.push(
        `GET /pricing p99 under the event load: ${a.pageWithEvents.p99} ms, ${a.pageP99Change} ms above alone > ${b.analytics.maxPageP99IncreaseMs} ms`,
      );
    if (!a.script.script || a.script.script.brotli > b.analytics.maxScriptBrotliBytes)
      misses.push(`Analytics script: ${a.script.script?.brotli ?? "no chunk"} B brotli > ${b.analytics.maxScriptBrotliBytes} B`);
    if (a.hostile.status5xx > b.analytics.maxHostile5xx) misses.push(`Hostile beacons: ${a.hostile.status5xx} answers 5xx`);
    if (a.hostile.rssPeakMb - a.hostile.rssBeforeMb > b.analytics.maxHostileRssGrowthMb)
      misses.push(`Hostile beacons: RSS ${a.hostile.rssBeforeMb} -> peak ${a.hostile.rssPeakMb} MB, more than ${b.analytics.maxHostileRssGrowthMb} MB up`);
  }

  for (const [page, run] of Object.entries(results.analyticsPsi ?? {})) {
    if (run.with.score < b.analytics.minMobileScore)
      misses.push(`PSI mobile ${page} with the analytics script: ${run.with.score} < ${b.analytics.minMobileScore}`);
    if (run.with.tbt - run.without.tbt > b.analytics.maxTbtIncreaseMs)
      misses.push(
        `PSI mobile ${page}: TBT ${run.with.tbt} ms with the analytics script, ${run.without.tbt} ms without (> ${b.analytics.maxTbtIncreaseMs} ms more)`,
      );
  }

  if (results.ops) {
    for (const [name, slowdown] of [
      ["a prerendered page", results.ops.pageSlowdown],
      ["the lead POST", results.ops.postSlowdown],
    ]) {
      if (slowdown > b.ops.maxSlowdown) misses.push(`Log and metrics make ${name} ${(slowdown * 100).toFixed(1)}% slower > ${b.ops.maxSlowdown * 100}%`);
    }
  }
  for (const [name, roll] of [
    ["Rolling restart", results.scale?.rollingRestart],
    ["Rolling restart in place", results.scale?.rollingRestartInPlace],
  ]) {
    if (!roll) continue;
    for (const [what, n] of [
      ["failed GETs", roll.getFailures],
      ["failed POSTs", roll.postFailures],
      ["lost leads", roll.lost],
      ["leads stored twice", roll.duplicated],
      ["nginx errors beside the instance restarting", roll.errorsBeside],
    ]) {
      if (n > 0) misses.push(`${name}: ${n} ${what}`);
    }
  }

  const crashes = { SQLite: results.durability, "PostgreSQL instance kill": results.scale?.crashInstance, "PostgreSQL shutdown": results.scale?.crashDatabase };
  for (const [name, d] of Object.entries(crashes)) {
    if (!d) continue;
    if (d.rowsLost > 0) misses.push(`Crash test (${name}) lost ${d.rowsLost} acknowledged rows`);
    if (d.storedTwice > 0) misses.push(`Crash test (${name}) stored ${d.storedTwice} requests twice`);
    if (d.integrity !== undefined && d.integrity !== "ok") misses.push(`Crash test (${name}): integrity_check says ${d.integrity}`);
    if (d.acknowledged === 0) misses.push(`Crash test (${name}): no request was acknowledged`);
  }

  const two = results.scale?.runs?.["POST /api/demo-requests (PostgreSQL, 2 instances behind nginx)"];
  if (two) {
    if (two.rps < b.scale.minPostRps) misses.push(`POST on PostgreSQL, 2 instances: ${two.rps} req/s < ${b.scale.minPostRps}`);
    if (two.p99 >= b.scale.maxPostP99Ms) misses.push(`POST on PostgreSQL, 2 instances: p99 ${two.p99} ms >= ${b.scale.maxPostP99Ms} ms`);
    if (two.errors > 0) misses.push(`POST on PostgreSQL, 2 instances: ${two.errors} errors`);
  }
  for (const [name, p] of Object.entries(results.propagation ?? {})) {
    if (p.p95 >= b.propagation.maxP95Ms) misses.push(`Publish propagation (${name}): p95 ${p.p95} ms >= ${b.propagation.maxP95Ms} ms`);
    if (p.max >= b.propagation.maxMs) misses.push(`Publish propagation (${name}): max ${p.max} ms >= ${b.propagation.maxMs} ms`);
    if (p.staleAfterReceipt > b.propagation.maxStale || p.missed > 0)
      misses.push(`Publish propagation (${name}): ${p.staleAfterReceipt} old pages after a receipt, ${p.missed} publishes never seen`);
  }
  for (const r of results.inbox ?? []) {
    for (const [name, m] of [
      ["first page", r.firstPage],
      ["filtered search", r.filteredSearch],
      ["sorted by name", r.sortedByName],
      ["sorted by owner", r.sortedByOwner],
    ]) {
      if (m && m.p99 >= b.inbox.maxP99Ms) misses.push(`Inbox ${name} on ${r.engine}: p99 ${m.p99} ms >= ${b.inbox.maxP99Ms} ms`);
    }
    const first = r.dashboard?.firstRender;
    if (first && first.p99 >= b.dashboard.maxP99Ms) misses.push(`Dashboard first render on ${r.engine}: p99 ${first.p99} ms >= ${b.dashboard.maxP99Ms} ms`);
  }
  const media = results.media;
  if (media && media.maxMs >= b.media.maxMs) misses.push(`A 6 MB photo's variants: slowest run ${media.maxMs} ms >= ${b.media.maxMs} ms`);
  const publish = results.publish;
  if (publish && publish.medianMs >= b.publish.maxMedianMs) misses.push(`A publish: median ${publish.medianMs} ms >= ${b.publish.maxMedianMs} ms`);
  const stall = results.dashboardStall;
  for (const [name, m] of [
    ["in-process", stall?.inProcess.worker],
    ["through server.mjs", stall?.server],
  ]) {
    if (m && m.healthz.p99 >= b.dashboardStall.maxHealthzP99Ms)
      misses.push(`/healthz while dashboards compute (${name}): p99 ${m.healthz.p99} ms >= ${b.dashboardStall.maxHealthzP99Ms} ms`);
  }
  const soak = results.soak;
  if (soak) {
    const max = Math.floor(soak.heapCapMb * b.soak.maxEndHeapShareOfCap);
    if (soak.end.liveHeapMb > max)
      misses.push(`Soak: live heap after ${soak.minutes} min ${soak.end.liveHeapMb} MB > ${max} MB (2/3 of the ${soak.heapCapMb} MB cap)`);
    if (soak.errors > b.soak.maxErrors) misses.push(`Soak: ${soak.errors} errors (the last: ${soak.lastError})`);
  }
  return misses;
}
