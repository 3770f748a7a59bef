// The worst interaction while a student fills the admission form, at 4x CPU slowdown, as Chromium's
// Event Timing API reports it (the figure behind INP): keystrokes in fields, then the submit click.
const EVENT_TYPES = new Set([
  "keydown",
  "keyup",
  "keypress",
  "input",
  "beforeinput",
  "pointerdown",
  "pointerup",
  "click",
]);

function observeEvents() {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__benchEvents.push({ name: entry.name, duration: entry.duration, id: entry.interactionId });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

async function drain(page) {
  await page.waitForTimeout(500);
  return page.evaluate(() => window.__benchEvents.splice(0));
}

const worst = (events) =>
  events.filter((e) => EVENT_TYPES.has(e.name)).reduce((max, e) => Math.max(max, e.duration), 0);

/** The slowest event among `events` as "name duration", for the report's where. */
const slowest = (events) => {
  const top = events.filter((e) => EVENT_TYPES.has(e.name)).sort((a, b) => b.duration - a.duration)[0];
  return top ? `${top.name} ${Math.round(top.duration)} ms` : "none over 16 ms";
};

/**
 * Opens `url` with the CPU slowed `slowdown` times, types into the form's text fields and submits.
 * Answers the longest event duration (ms) among keystrokes and among the submit's events.
 */
export async function formInteractions(browser, url, { slowdown = 4 } = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(observeEvents);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForSelector("form input", { timeout: 30_000 });
  await page.waitForTimeout(1000);
  await drain(page);

  const fields = [
    ["Full Name", "Asha Kulkarni"],
    ["Father Name", "Ravi Kulkarni"],
    ["Aadhar Number", "234567890123"],
    ["Contact Number", "9876543210"],
  ];
  let typing = 0;
  const perField = {};
  for (const [label, text] of fields) {
    const input = page.getByLabel(label, { exact: true }).first();
    if ((await input.count()) === 0) continue;
    await input.click();
    await input.pressSequentially(text, { delay: 60 });
    const events = await drain(page);
    typing = Math.max(typing, worst(events));
    perField[label] = slowest(events);
  }
  await page.getByRole("button", { name: /^submit/i }).click();
  const submit = worst(await drain(page));
  // After a submit the form validates on every change: a keystroke then re-checks the whole form.
  const after = page.getByLabel("Mother Name", { exact: true }).first();
  let revalidating = 0;
  if ((await after.count()) > 0) {
    await after.click();
    await after.pressSequentially("Meera", { delay: 60 });
    revalidating = worst(await drain(page));
  }
  await context.close();
  return { keystrokeMs: Math.max(typing, revalidating), submitMs: submit, perField };
}
