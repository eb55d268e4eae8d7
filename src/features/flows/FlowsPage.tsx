import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSystem } from '../../app/SystemContext';
import { LoadFailed } from '../../ui/LoadFailed';
import { useText } from '../../ui/Message';
import { Page } from '../../ui/Page';
import type { FlowEntry } from './logic';
import { ZoomPan } from './ZoomPan';
import { useFlow } from '../../flow/useFlow';

// Each flow's title and summary as its feature declares them (src/features/<area>/flows.ts), by message id.
const titleText = (flow: FlowEntry) => ({ id: flow.titleId, message: flow.title });
const summaryText = (flow: FlowEntry) => ({ id: flow.summaryId, message: flow.summary });

type LiveStates = typeof import('../../app/liveStates').liveStates;

/** The tab's running flows, when the inspector is on (its record loads with it). */
function useLiveStates(): LiveStates | null {
  const { inspect } = useSystem();
  const [live, setLive] = useState<LiveStates | null>(null);
  useEffect(() => {
    if (!inspect) return;
    void import('../../app/liveStates').then((module) => setLive(module.liveStates));
  }, [inspect]);
  return live;
}

/** Every flow's diagram, generated from the machines; with the inspector on, the current states lit. */
export function FlowsPage() {
  return (
    <Page title={msg`Flows`}>
      <Suspense fallback={<div className="skeleton record-skeleton" aria-busy="true" />}>
        <Flows />
      </Suspense>
    </Page>
  );
}

function Flows() {
  const { t } = useLingui();
  const text = useText();
  const titleOf = (f: FlowEntry) => text(titleText(f));
  const summaryOf = (f: FlowEntry) => text(summaryText(f));
  const { load, inspect } = useSystem();
  const index = useFlow(load.flowsIndex(), { input: { key: 'index' } });
  const flows = useSelector(index, (s) => s.context.data);
  const failed = useSelector(index, (s) => s.matches('failed'));
  const [query, setQuery] = useState('');
  const live = useLiveStates();
  if (failed) return <LoadFailed onRetry={() => index.send({ type: 'resource.retry' })} />;
  if (!flows) return <div className="skeleton record-skeleton" aria-busy="true" />;
  const words = query.trim().toLowerCase();
  const shown = words
    ? flows.filter((f) =>
        [f.id, titleOf(f), summaryOf(f), ...Object.keys(f.states), ...f.runs].some((x) =>
          x.toLowerCase().includes(words),
        ),
      )
    : flows;
  return (
    <div className="stack flows">
      <p className="muted">
        {inspect ? (
          <Trans>The inspector is on: the state each running flow is in is highlighted as you use the site.</Trans>
        ) : (
          <Trans>Open the site with ?inspect in the address to see the state each running flow is in.</Trans>
        )}
      </p>
      <div className="field">
        <label htmlFor="flow-search">
          <Trans>Search flows and states</Trans>
        </label>
        <input
          id="flow-search"
          type="search"
          value={query}
          placeholder={t`withdrawal, claiming…`}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {shown.length === 0 && (
        <p className="muted empty">
          <Trans>No flow matches.</Trans>
        </p>
      )}
      {shown.map((flow) => (
        <FlowCard key={flow.id} flow={flow} live={live} open={words.length > 0 && shown.length <= 3} />
      ))}
    </div>
  );
}

function FlowCard({ flow, live, open }: { flow: FlowEntry; live: LiveStates | null; open: boolean }) {
  const text = useText();
  // The <details> element keeps its own open state (a re-render while the live states change must not
  // close it); a search that leaves few flows opens them.
  const details = useRef<HTMLDetailsElement>(null);
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    if (open && details.current) details.current.open = true;
  }, [open]);
  const version = useSyncExternalStore(live?.subscribe ?? noSubscribe, live?.version ?? zero);
  const running = live ? live.current().filter((f) => flow.runs.includes(f.machineId)) : [];
  void version;
  const runningNow = running.map((r) => `${r.machineId} → ${r.states.at(-1)}`).join(', ');
  return (
    <details ref={details} className="card flow-card" onToggle={(e) => setExpanded(e.currentTarget.open)}>
      <summary>
        <strong>{text(titleText(flow))}</strong> <code className="muted">{flow.id}</code>
        {running.length > 0 && (
          <span className="reward-badge" data-status="claimable">
            <Trans>running: {runningNow}</Trans>
          </span>
        )}
        <span className="muted flow-summary">{text(summaryText(flow))}</span>
      </summary>
      {expanded && (
        <Suspense fallback={<div className="skeleton record-skeleton" aria-busy="true" />}>
          <Diagram flow={flow} label={text(titleText(flow))} active={running.flatMap((r) => r.states)} />
        </Suspense>
      )}
    </details>
  );
}

const noSubscribe = () => () => undefined;
const zero = () => 0;

function Diagram({ flow, label, active }: { flow: FlowEntry; label: string; active: string[] }) {
  const { load } = useSystem();
  const diagram = useFlow(load.flowDiagram(), { input: { key: flow.id } });
  const svg = useSelector(diagram, (s) => s.context.data);
  const failed = useSelector(diagram, (s) => s.matches('failed'));
  const box = useRef<HTMLDivElement>(null);
  const activeIds = active
    .map((path) => flow.states[path])
    .filter(Boolean)
    .join(' ');

  // The diagram goes in as DOM, its styles through the CSS object model: the page's Content-Security-Policy
  // allows no inline <style> or style attributes from markup.
  useEffect(() => {
    const root = box.current;
    if (!root || !svg) return;
    const removeSheet = mountSvg(root, svg);
    return removeSheet;
  }, [svg]);

  // Light the nodes of the states the running flow is in (Mermaid names them flow-<id>-state-<state>-<n>).
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const ids = new Set(activeIds.split(' ').filter(Boolean));
    for (const node of root.querySelectorAll<SVGGElement>('g.node')) {
      const match = new RegExp(`^flow-${flow.id}-state-(.+)-\\d+$`).exec(node.id);
      node.classList.toggle('live', match !== null && ids.has(match[1]!));
    }
  }, [svg, activeIds, flow.id]);

  if (failed) return <LoadFailed onRetry={() => diagram.send({ type: 'resource.retry' })} />;
  if (!svg) return <div className="skeleton record-skeleton" aria-busy="true" />;
  return (
    <ZoomPan label={label}>
      <div ref={box} className="flow-svg" role="img" aria-label={label} />
    </ZoomPan>
  );
}

/**
 * Puts the build's own SVG (rendered by Mermaid from a machine, labels sanitised there) into `root`:
 * its <style> becomes a constructed style sheet and its style attributes CSSOM declarations. Answers
 * the clean-up that removes the sheet.
 */
function mountSvg(root: HTMLElement, svg: string): () => void {
  // Styles are taken out before parsing, so no style reaches the DOM but through the CSSOM.
  const css: string[] = [];
  const markup = svg
    .replace(/<style[^>]*>([\s\S]*?)<\/style>/g, (_all, text: string) => {
      css.push(text);
      return '';
    })
    .replace(/ style="/g, ' data-style="');
  const parsed = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
  const node = document.importNode(parsed, true);
  for (const element of [node, ...node.querySelectorAll('[data-style]')] as (SVGElement | HTMLElement)[]) {
    const declarations = element.getAttribute('data-style');
    if (declarations !== null) element.style.cssText = declarations;
  }
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css.join('\n'));
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  root.replaceChildren(node);
  return () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}
