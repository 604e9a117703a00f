/**
 * `npm run budget:taps -- --url <site> [--before-url <older site>] [--runs 3] [--only <words>]`: the first-tap
 * measure alone (scripts/budget/firstTap.ts; the taps are in tapScenarios.ts) on sites that are
 * already running, e.g. today's build and an older one side by side, measured the same way in one
 * run. Prints one table with before → after per tap (median ms, bytes the tap fetched), and what
 * waking every island on `/` fetched (wakeAll.ts).
 * `--only` measures the taps whose name holds those words, and skips waking the islands.
 * Exit code 1 when a budget is missed.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@site/devkit/chromium';
import { budgets } from './budgets';
import { firstTapTable, wakeAllLine } from './firstTapReport';
import { measureFirstTaps, type TapResult } from './firstTap';
import { phoneThrottling } from './phoneEmulation';
import { tapScenarios } from './tapScenarios';
import { measureWakeAll, type WakeAllResult } from './wakeAll';
import { argument } from './cliArgument';

async function main(): Promise<void> {
  const url = argument('--url');
  if (!url) throw new Error('--url <running site> is required (e.g. --url http://localhost:3000 after npm start)');
  const beforeUrl = argument('--before-url');
  const runs = Number(argument('--runs') ?? 3);
  const only = argument('--only');
  const scenarios = only ? tapScenarios.filter((scenario) => scenario.name.includes(only)) : tapScenarios;
  if (scenarios.length === 0) throw new Error(`no tap's name holds "${only ?? ''}"`);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const measure = async (site: string): Promise<{ taps: TapResult[]; wake: WakeAllResult | null }> => {
      console.log(`Measuring ${site}…`);
      return { taps: await measureFirstTaps(browser, site, runs, scenarios), wake: only ? null : await measureWakeAll(browser, site) };
    };
    const before = beforeUrl ? await measure(beforeUrl) : null;
    const after = await measure(url);
    const { cpuSlowdown, latencyMs, downloadKbps, uploadKbps } = phoneThrottling;
    console.log(
      `\nFirst tap to answer: CPU ×${cpuSlowdown}, ${latencyMs} ms RTT, ${downloadKbps} kbps down / ${uploadKbps} up, cold cache, tap 1 s after load; median of ${runs}` +
        ` (budgets: controls ≤ ${budgets.tapControlMs} ms, a form's first validation ≤ ${budgets.tapFormMs} ms; menus and accordions fetch nothing)\n`,
    );
    const { text, ok } = firstTapTable(after.taps, before?.taps ?? null);
    console.log(text);
    const wake = after.wake ? wakeAllLine(after.wake, before?.wake ?? null) : null;
    if (wake) console.log(`\n${wake.text}`);
    process.exitCode = ok && (wake?.ok ?? true) ? 0 : 1;
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(`budget:taps: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
