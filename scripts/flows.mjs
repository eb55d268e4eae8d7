// npm run flows: regenerates docs/flows from the machines. The Mermaid source of each diagram comes from
// the machine definitions (tests/flows, run with FLOWS_WRITE=1); each is then rendered to SVG with Mermaid
// in headless Chromium. The SVG carries the hash of its source, so the test suite sees a stale one.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';

const DIR = 'docs/flows';
const write = spawnSync('npx', ['vitest', 'run', 'tests/flows'], {
  stdio: 'inherit',
  env: { ...process.env, FLOWS_WRITE: '1' },
  shell: process.platform === 'win32',
});
if (write.status !== 0) process.exit(write.status ?? 1);

const flows = JSON.parse(readFileSync(`${DIR}/index.json`, 'utf8'));
const mermaidPath = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');
const systemChromium = '/usr/bin/chromium';
const browser = await chromium.launch(existsSync(systemChromium) ? { executablePath: systemChromium } : {});
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ path: mermaidPath });
  await page.evaluate(() =>
    window.mermaid.initialize({
      startOnLoad: false,
      theme: 'dark',
      securityLevel: 'strict',
      layout: 'dagre',
      state: { useMaxWidth: true },
    }),
  );
  for (const flow of flows) {
    const markdown = readFileSync(`${DIR}/${flow.id}.md`, 'utf8');
    const source = /```mermaid\n([\s\S]*?)\n```/.exec(markdown)?.[1];
    if (!source) throw new Error(`${flow.id}.md has no mermaid block`);
    const svg = await page.evaluate(
      async ([id, text]) => (await window.mermaid.render(`flow-${id}`, text)).svg,
      [flow.id, source],
    );
    const stamped = svg.replace('<svg ', `<svg data-source-hash="${flow.hash}" `);
    writeFileSync(`${DIR}/${flow.id}.svg`, `${stamped}\n`);
    console.log(`${DIR}/${flow.id}.svg`);
  }
} finally {
  await browser.close();
}
